'use client'

import dynamic from 'next/dynamic'
import { type ComponentProps, Suspense } from 'react'

// Same pattern as feature-focus/LazyFeatureTabs.tsx: Next only splits a chunk for an inline import().
const FocusPointsViewer = dynamic(() => import('./FocusPointsViewer').then((mod) => mod.FocusPointsViewer))

/** Loaded only by pages that use this block; still server-rendered. */
export function LazyFocusPointsViewer(props: ComponentProps<typeof FocusPointsViewer>) {
  return (
    <Suspense>
      <FocusPointsViewer {...props} />
    </Suspense>
  )
}
