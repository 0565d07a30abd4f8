'use client'

import type Lenis from 'lenis'

/** The running Lenis instance, when smooth scrolling is on; other modules scroll through it. */
let current: Lenis | null = null
export const setLenis = (lenis: Lenis | null) => (current = lenis)
export const getLenis = () => current

/** Scrolls the window, through Lenis when it runs so both agree on the position. */
export function scrollToY(y: number) {
  window.scrollTo(0, y)
  if (current) {
    // Lenis caches the page height; after a route change it must measure the new page first.
    current.resize()
    current.scrollTo(y, { immediate: true, force: true })
  }
}
