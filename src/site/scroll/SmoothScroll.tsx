'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { SMOOTH_SCROLL_DURATION_S } from '@/config/constants'
import { isSmoothScrollOff } from '@/config/routes'
import { usePopupStore } from '@/site/popup/popupStore'

import { getLenis, setLenis } from '@/kit/scroll/lenis'

/**
 * Lenis smooth scrolling (duration 1.2 s) where the route table allows it, never with
 * prefers-reduced-motion or on touch screens, and paused while a popup is open. Lenis loads only when used.
 */
export function SmoothScroll() {
  const pathname = usePathname()
  const popupOpen = usePopupStore((s) => s.status !== 'closed')
  const enabled = !isSmoothScrollOff(pathname)

  useEffect(() => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    // Touch screens keep their native momentum scrolling: smoothing it only adds lag.
    const touch = window.matchMedia('(pointer: coarse)').matches
    if (!enabled || reduced || touch) return
    let frame = 0
    let cancelled = false
    let instance: import('lenis').default | null = null
    import('lenis').then(({ default: Lenis }) => {
      if (cancelled) return
      instance = new Lenis({ duration: SMOOTH_SCROLL_DURATION_S, autoRaf: false })
      setLenis(instance)
      const raf = (time: number) => {
        instance?.raf(time)
        frame = requestAnimationFrame(raf)
      }
      frame = requestAnimationFrame(raf)
    })
    return () => {
      cancelled = true
      cancelAnimationFrame(frame)
      instance?.destroy()
      setLenis(null)
    }
  }, [enabled])

  useEffect(() => {
    const lenis = getLenis()
    if (popupOpen) lenis?.stop()
    else lenis?.start()
  }, [popupOpen])

  return null
}
