'use client'

import dynamic from 'next/dynamic'
import { type ComponentProps, Suspense } from 'react'

// Same pattern as feature-focus/LazyFeatureTabs.tsx: Next only splits a chunk for an inline import().
const AnchorsList = dynamic(() => import('./AnchorsList').then((mod) => mod.AnchorsList))

/** Loaded only by pages that use this block; still server-rendered. */
export function LazyAnchorsList(props: ComponentProps<typeof AnchorsList>) {
  return (
    <Suspense>
      <AnchorsList {...props} />
    </Suspense>
  )
}
