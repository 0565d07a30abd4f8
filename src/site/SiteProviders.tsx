'use client'

import { type ReactNode, useEffect } from 'react'

/**
 * Client context for the whole site. No SWRConfig here: each SWR hook passes `swrConfig` itself,
 * so SWR loads only with the parts that fetch.
 */
export function SiteProviders({ children }: { children: ReactNode }) {
  useEffect(() => {
    // Lets tests (and CSS, if ever needed) tell a hydrated page from server HTML.
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return children
}
