'use client'

import { useEffect, useState } from 'react'

/** What counts as the visitor starting to use the page (history moves included: they change what it shows). */
const EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'popstate'] as const

/**
 * False until the visitor first touches, clicks, types on, tabs into or navigates the page. For
 * code the page needs only once it is used: fetched then, it costs the page's start nothing, where
 * fetched right after hydration its compiling and running landed in the first seconds' main-thread
 * work (Lighthouse's total blocking time on /build rose by a third).
 */
export function useFirstInteraction(): boolean {
  const [interacted, setInteracted] = useState(false)
  useEffect(() => {
    if (interacted) return
    const done = () => setInteracted(true)
    for (const event of EVENTS) window.addEventListener(event, done, { capture: true, once: true, passive: true })
    return () => {
      for (const event of EVENTS) window.removeEventListener(event, done, { capture: true })
    }
  }, [interacted])
  return interacted
}
