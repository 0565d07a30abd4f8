'use client'

import dynamic from 'next/dynamic'
import { type ComponentProps, Suspense } from 'react'

const InitialPopup = dynamic(() => import('./InitialPopup').then((mod) => mod.InitialPopup))

/**
 * The directly loaded popup page (/team) in a chunk of its own, so the dialog's code is not in the
 * `[slug]` route's chunk that every content page downloads. Still rendered on the server.
 */
export function LazyInitialPopup(props: ComponentProps<typeof InitialPopup>) {
  return (
    <Suspense>
      <InitialPopup {...props} />
    </Suspense>
  )
}
