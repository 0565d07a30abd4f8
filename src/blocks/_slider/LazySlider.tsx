'use client'

import dynamic from 'next/dynamic'
import { type ComponentProps, Suspense } from 'react'

const Slider = dynamic(() => import('./Slider').then((mod) => mod.Slider))

/**
 * The carousel in a chunk of its own (with Embla), so only pages that render a slider download it.
 * Still rendered on the server: the slides are in the HTML. The Suspense boundary lets the rest of
 * the page hydrate while the chunk loads.
 */
export function LazySlider(props: ComponentProps<typeof Slider>) {
  return (
    <Suspense>
      <Slider {...props} />
    </Suspense>
  )
}
