'use client'

import dynamic from 'next/dynamic'
import { type ComponentProps, Suspense } from 'react'

const OnOffSwitch = dynamic(() => import('./OnOffSwitch').then((mod) => mod.OnOffSwitch))

/**
 * The switch in a chunk of its own, loaded only by pages with an on/off grid; still server-rendered.
 * The Suspense boundary lets the rest of the page hydrate while the chunk loads.
 */
export function LazyOnOffSwitch(props: ComponentProps<typeof OnOffSwitch>) {
  return (
    <Suspense>
      <OnOffSwitch {...props} />
    </Suspense>
  )
}
