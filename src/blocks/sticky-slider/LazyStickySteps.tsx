'use client'

import dynamic from 'next/dynamic'
import { type ComponentProps, Suspense } from 'react'

const StickySteps = dynamic(() => import('./StickySteps').then((mod) => mod.StickySteps))

/**
 * StickySteps in a chunk of its own, loaded only by pages with a sticky slider; still server-rendered.
 * The Suspense boundary lets the rest of the page hydrate while the chunk loads.
 */
export function LazyStickySteps(props: ComponentProps<typeof StickySteps>) {
  return (
    <Suspense>
      <StickySteps {...props} />
    </Suspense>
  )
}
