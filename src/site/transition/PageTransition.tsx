'use client'

import { usePathname, useRouter } from 'next/navigation'
import { type ReactNode, useEffect, useRef, useState } from 'react'

import { TRANSITIONS } from '@/config/constants'
import { useSiteStore } from '@/site/state/store'

import styles from './PageTransition.module.css'

function internalTarget(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null
  const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]')
  if (!link || link.target === '_blank' || link.hasAttribute('download') || link.hasAttribute('data-popup')) return null
  const url = new URL(link.href, window.location.href)
  if (url.origin !== window.location.origin || url.pathname.startsWith('/admin') || url.pathname.startsWith('/cms-api'))
    return null
  if (url.pathname === window.location.pathname) return null
  return url
}

/**
 * Fades between pages: 350 ms out before navigating, 300 ms in after (spec section 4).
 * With prefers-reduced-motion, navigation is immediate.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const router = useRouter()
  const pathname = usePathname()
  const [phase, setPhase] = useState<'idle' | 'exit' | 'enter'>('idle')
  const first = useRef(true)

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const url = internalTarget(event)
      if (!url || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
      event.preventDefault()
      useSiteStore.getState().setTransition('fade')
      setPhase('exit')
      window.setTimeout(() => router.push(url.pathname + url.search + url.hash), TRANSITIONS.fade.exit)
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [router])

  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    setPhase('enter')
    const timer = window.setTimeout(() => setPhase('idle'), TRANSITIONS.fade.enter)
    return () => window.clearTimeout(timer)
  }, [pathname])

  return (
    <div className={styles.page} data-transition={phase}>
      {children}
    </div>
  )
}
