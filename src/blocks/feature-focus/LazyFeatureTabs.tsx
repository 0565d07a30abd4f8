'use client'

import dynamic from 'next/dynamic'
import { type ComponentProps, Suspense } from 'react'

const FeatureTabs = dynamic(() => import('./FeatureTabs').then((mod) => mod.FeatureTabs))

/**
 * The tabs in a chunk of their own, loaded only by pages with a feature focus; still server-rendered.
 * The Suspense boundary lets the rest of the page hydrate while the chunk loads.
 */
export function LazyFeatureTabs(props: ComponentProps<typeof FeatureTabs>) {
  return (
    <Suspense>
      <FeatureTabs {...props} />
    </Suspense>
  )
}
