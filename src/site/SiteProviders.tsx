'use client'

import { type ReactNode, useEffect } from 'react'
import { SWRConfig } from 'swr'

import { swrConfig } from './data/swr'
import { useSiteStore } from './state/store'

/** Client context for the whole site: SWR settings and the window width in the page-wide store. */
export function SiteProviders({ children }: { children: ReactNode }) {
  useEffect(() => {
    const update = () => useSiteStore.getState().setWindowWidth(window.innerWidth)
    update()
    // Lets tests (and CSS, if ever needed) tell a hydrated page from server HTML.
    document.documentElement.dataset.hydrated = 'true'
    window.addEventListener('resize', update, { passive: true })
    return () => window.removeEventListener('resize', update)
  }, [])
  return <SWRConfig value={swrConfig}>{children}</SWRConfig>
}
