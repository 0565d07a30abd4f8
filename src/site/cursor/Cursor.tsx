'use client'

import { useEffect, useRef, useState } from 'react'

import { CURSOR_RETURN_MS, LOADER_DISMISS_MS, MARQUEE_SPEED } from '@/config/constants'
import { usePopupStore } from '@/site/popup/popupStore'
import { useSiteStore } from '@/site/state/store'

import styles from './Cursor.module.css'

const TEXT = 'Keep going · Scroll down · '
const EASING = 0.16

/**
 * A decorative follower (the native pointer stays): an orange blob with a scrolling text.
 * It hides while the page scrolls and comes back after 3.5 s idle, and hides over the header,
 * during the loader and while a popup is open.
 */
export function Cursor() {
  const ref = useRef<HTMLDivElement>(null)
  const textRef = useRef<HTMLSpanElement>(null)
  const scrollHidden = useSiteStore((s) => s.cursorHidden)
  const popupOpen = usePopupStore((s) => s.status !== 'closed')
  const [overHeader, setOverHeader] = useState(false)
  const [ready, setReady] = useState(false)
  const [moved, setMoved] = useState(false)

  // Follow the mouse with easing.
  useEffect(() => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    const target = { x: window.innerWidth / 2, y: window.innerHeight / 2 }
    const pos = { ...target }
    let frame = 0
    const onMove = (event: MouseEvent) => {
      target.x = event.clientX
      target.y = event.clientY
      setMoved(true)
      setOverHeader(Boolean((event.target as Element | null)?.closest?.('[data-site-header]')))
    }
    const tick = () => {
      pos.x += (target.x - pos.x) * (reduced ? 1 : EASING)
      pos.y += (target.y - pos.y) * (reduced ? 1 : EASING)
      if (ref.current) ref.current.style.transform = `translate3d(${pos.x}px, ${pos.y}px, 0)`
      frame = requestAnimationFrame(tick)
    }
    window.addEventListener('mousemove', onMove, { passive: true })
    frame = requestAnimationFrame(tick)
    const loader = window.setTimeout(() => setReady(true), LOADER_DISMISS_MS + 350)
    return () => {
      window.removeEventListener('mousemove', onMove)
      cancelAnimationFrame(frame)
      window.clearTimeout(loader)
    }
  }, [])

  // Hide while scrolling; come back after 3.5 s without scrolling.
  useEffect(() => {
    let timer: number | undefined
    const onScroll = () => {
      useSiteStore.getState().setCursorHidden(true)
      window.clearTimeout(timer)
      timer = window.setTimeout(() => useSiteStore.getState().setCursorHidden(false), CURSOR_RETURN_MS)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.clearTimeout(timer)
    }
  }, [])

  // The marquee runs at the spec's speed: one text width per (width / 65) seconds.
  useEffect(() => {
    const width = textRef.current?.offsetWidth ?? 0
    if (width && ref.current) ref.current.style.setProperty('--marquee-duration', `${width / MARQUEE_SPEED}s`)
  }, [])

  const hidden = !ready || !moved || scrollHidden || popupOpen || overHeader
  return (
    <div ref={ref} className={styles.cursor} data-cursor data-hidden={hidden || undefined} aria-hidden="true">
      <div className={styles.blob}>
        <div className={styles.track}>
          <span ref={textRef}>{TEXT}</span>
          <span>{TEXT}</span>
        </div>
      </div>
    </div>
  )
}
