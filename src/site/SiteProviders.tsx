'use client'

import { type ReactNode, useEffect } from 'react'

import { useSiteStore } from './state/store'

/**
 * Client context for the whole site: the window width in the page-wide store. No SWRConfig here:
 * each SWR hook passes `swrConfig` itself, so SWR loads only with the parts that fetch.
 */
export function SiteProviders({ children }: { children: ReactNode }) {
  useEffect(() => {
    const update = () => useSiteStore.getState().setWindowWidth(window.innerWidth)
    update()
    // Lets tests (and CSS, if ever needed) tell a hydrated page from server HTML.
    document.documentElement.dataset.hydrated = 'true'
    window.addEventListener('resize', update, { passive: true })
    return () => window.removeEventListener('resize', update)
  }, [])
  return children
}
