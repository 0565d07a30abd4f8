'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { scrollToY } from './lenis'

const KEY = 'pebble-scroll'

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}')
  } catch {
    return {}
  }
}

/** Scrolls to the saved position of `path` once the page is tall enough (the route may still be loading: waits up to 6 s). */
function restorePosition(path: string) {
  const y = readPositions()[path]
  if (y == null) return
  const deadline = performance.now() + 6000
  const restore = () => {
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= y
    if (!reachable && performance.now() < deadline) return void requestAnimationFrame(restore)
    scrollToY(y)
    // Late layout (images, fonts) or the router may move the page once more: check again shortly.
    window.setTimeout(() => Math.abs(window.scrollY - y) > 40 && scrollToY(y), 200)
  }
  requestAnimationFrame(restore)
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
