'use client'

import type Lenis from 'lenis'

/** The running Lenis instance, when smooth scrolling is on; other modules scroll through it. */
let current: Lenis | null = null
export const setLenis = (lenis: Lenis | null) => (current = lenis)
export const getLenis = () => current

/**
 * Lenis caches the page height and clamps every scroll to it, measuring again only 250 ms after
 * the page stops changing size. So it measures before each scroll we ask of it: after a route
 * change, or on a page still growing as it loads, a stale height would cut the scroll short.
 */
function measured(lenis: Lenis) {
  lenis.resize()
  return lenis
}

/** Jumps the window to `y`, through Lenis when it runs so both agree on the position. */
export function scrollToY(y: number) {
  window.scrollTo(0, y)
  if (current) measured(current).scrollTo(y, { immediate: true, force: true })
}

/**
 * Scrolls the window to `y`, smoothly unless `instant` (reduced motion): through Lenis when it
 * runs, calling `onComplete` where it stops. Without Lenis the browser scrolls, and nothing is called.
 */
export function smoothScrollToY(
  y: number,
  { instant = false, onComplete }: { instant?: boolean; onComplete?: () => void } = {},
) {
  if (current) measured(current).scrollTo(y, { immediate: instant, onComplete })
  else window.scrollTo({ top: y, behavior: instant ? 'auto' : 'smooth' })
}
