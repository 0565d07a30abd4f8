'use client'

import { type ComponentType, Suspense } from 'react'

/**
 * A block's interactive part loaded with next/dynamic (a chunk of its own, fetched only by pages
 * that render it, still server-rendered), inside a Suspense boundary, so the rest of the page
 * hydrates while the chunk loads.
 */
export function suspended<P extends object>(Component: ComponentType<P>) {
  function Suspended(props: P) {
    return (
      <Suspense>
        <Component {...props} />
      </Suspense>
    )
  }
  Suspended.displayName = `Suspended(${Component.displayName ?? Component.name ?? 'Lazy'})`
  return Suspended
}
