'use client'

import dynamic from 'next/dynamic'
import { type ComponentProps, Suspense } from 'react'

// Same pattern as feature-focus/LazyFeatureTabs.tsx: Next only splits a chunk for an inline import().
const DropdownSwitcher = dynamic(() => import('./DropdownSwitcher').then((mod) => mod.DropdownSwitcher))

/** Loaded only by pages that use this block; still server-rendered. */
export function LazyDropdownSwitcher(props: ComponentProps<typeof DropdownSwitcher>) {
  return (
    <Suspense>
      <DropdownSwitcher {...props} />
    </Suspense>
  )
}
