'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { scrollToY } from '@/kit/scroll/lenis'

const KEY = 'pebble-scroll'

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}')
  } catch {
    return {}
  }
}

const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

/**
 * Scrolls back to the saved position of `path` and holds it there while the route settles: the
 * page may still be loading (too short to reach the position) and late layout or the router may
 * move it again. Holds for 1 s after reaching it (6 s at most); any user input ends the hold.
 */
function restorePosition(path: string) {
  const y = readPositions()[path]
  if (y == null) return
  const deadline = performance.now() + 6000
  let reachedAt: number | null = null
  let stopped = false
  const stop = () => {
    stopped = true
    USER_INPUT.forEach((type) => window.removeEventListener(type, stop, true))
  }
  USER_INPUT.forEach((type) => window.addEventListener(type, stop, { capture: true, passive: true }))
  const hold = () => {
    if (stopped) return
    const now = performance.now()
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= y
    if (reachable && Math.abs(window.scrollY - y) > 2) scrollToY(y)
    if (reachable && reachedAt === null) reachedAt = now
    const settled = reachedAt !== null && now - reachedAt > 1000
    if (settled || now > deadline) {
      if (!reachable) scrollToY(y)
      return stop()
    }
    requestAnimationFrame(hold)
  }
  requestAnimationFrame(hold)
}

/** Remembers the scroll position of each route and restores it on back and forward navigation. */
export function ScrollMemory() {
  const pathname = usePathname()
  const previous = useRef<string | null>(null)
  const traversing = useRef(false)
  /** Between a click or back/forward and the new route rendering, scroll changes belong to the navigation. */
  const navigating = useRef(false)

  useEffect(() => {
    window.history.scrollRestoration = 'manual'
    // A full page load through back/forward restores too.
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
    if (navigation?.type === 'back_forward') traversing.current = true
    const save = () => {
      if (!previous.current || navigating.current || window.location.pathname !== previous.current) return
      sessionStorage.setItem(KEY, JSON.stringify({ ...readPositions(), [previous.current]: window.scrollY }))
    }
    const onClick = (event: MouseEvent) => {
      if (!(event.target as Element | null)?.closest?.('a[href]')) return
      save()
      navigating.current = true
      // A click that does not change the route (an anchor on the same page) must not stop saving.
      window.setTimeout(() => {
        if (window.location.pathname === previous.current) navigating.current = false
      }, 1500)
    }
    const onPop = () => {
      // Back before the app rendered the route it left (a very fast click then back): the
      // pathname never changes for React, so restore here.
      if (window.location.pathname === previous.current) {
        navigating.current = false
        restorePosition(window.location.pathname)
        return
      }
      traversing.current = true
      navigating.current = true
    }
    window.addEventListener('click', onClick, true)
    window.addEventListener('popstate', onPop)
    window.addEventListener('scroll', save, { passive: true })
    return () => {
      window.removeEventListener('click', onClick, true)
      window.removeEventListener('popstate', onPop)
      window.removeEventListener('scroll', save)
    }
  }, [])

  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    navigating.current = false
    if (!traversing.current) return
    traversing.current = false
    restorePosition(pathname)
  }, [pathname])

  return null
}
