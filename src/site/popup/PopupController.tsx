'use client'

import dynamic from 'next/dynamic'
import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useRef, useState } from 'react'

import { TRANSITIONS } from '@/config/constants'
import type { PopupTarget } from '@/content/links/resolve'
import { useSiteStore } from '@/site/state/store'

import { usePopupStore } from './popupStore'
import { SidePopup } from './SidePopup'

// Data fetching (SWR) and the block renderer load only when a popup first opens; the dialog shows at once.
const PopupBody = dynamic(() => import('./PopupBody').then((m) => m.PopupBody), { ssr: false })

/** The popup-reverse transition (spec section 4): the popup is gone after it. */
const EXIT_MS = TRANSITIONS.popupReverse.exit

function parseTarget(value: string | null): PopupTarget | null {
  const [type, ...rest] = (value ?? '').split(':')
  const uid = rest.join(':')
  return (type === 'page' || type === 'post') && uid ? { type, uid } : null
}

type HistoryState = { pebblePopup?: PopupTarget } | null

/**
 * Opens pages and posts in the side popup from any link carrying `data-popup="page:slug"` or
 * `data-popup="post:slug"`. Opening pushes the URL; the back button, the close button, a
 * backdrop click and Escape close it.
 */
export function PopupController() {
  const status = usePopupStore((s) => s.status)
  const target = usePopupStore((s) => s.target)
  const origin = usePopupStore((s) => s.origin)
  const pathname = usePathname()
  const popupPath = useRef<string | null>(null)
  const opener = useRef<HTMLElement | null>(null)
  const closeTimer = useRef<number | undefined>(undefined)
  const [title, setTitle] = useState<string | null>(null)

  const show = useCallback((next: PopupTarget) => {
    window.clearTimeout(closeTimer.current)
    const popup = usePopupStore.getState()
    popup.setTarget(next, 'link')
    popup.setStatus('opening')
    const site = useSiteStore.getState()
    site.setTransition('popup')
    site.setHeaderVisible(false)
  }, [])

  const finishClose = useCallback(() => {
    const popup = usePopupStore.getState()
    if (popup.origin !== 'link' || popup.status === 'closed' || popup.status === 'closing') return
    popup.setStatus('closing')
    useSiteStore.getState().setTransition('popup-reverse')
    closeTimer.current = window.setTimeout(() => {
      usePopupStore.getState().setStatus('closed')
      useSiteStore.getState().setHeaderVisible(true)
    }, EXIT_MS)
  }, [])

  // Open from links.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-popup]')
      if (!link) return
      event.preventDefault()
      const next = parseTarget(link.getAttribute('data-popup'))
      if (!next) {
        console.warn('[popup] Popup opened with no page or post id')
        return
      }
      opener.current = link
      popupPath.current = new URL(link.href).pathname
      // Our own state only: Next.js adds its internals and then syncs usePathname with the URL.
      const state: HistoryState = { pebblePopup: next }
      window.history.pushState(state, '', link.href)
      show(next)
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [show])

  // Back closes; forward reopens.
  useEffect(() => {
    const onPop = (event: PopStateEvent) => {
      const next = (event.state as HistoryState)?.pebblePopup
      if (next) show(next)
      else finishClose()
    }
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [show, finishClose])

  // Navigating elsewhere from inside a popup (a link in its content) leaves it closed.
  useEffect(() => {
    const popup = usePopupStore.getState()
    if (
      popup.origin !== 'link' ||
      popup.status === 'closed' ||
      popup.status === 'closing' ||
      !popupPath.current ||
      pathname === popupPath.current
    )
      return
    if (window.history.state?.pebblePopup) return
    popup.setStatus('closed')
    useSiteStore.getState().setHeaderVisible(true)
  }, [pathname])

  // A popup page loaded directly renders its own popup (InitialPopup).
  if (status === 'closed' || !target || origin !== 'link') return null
  return (
    <SidePopup
      visible={status !== 'closing'}
      busy={status === 'opening'}
      label={title ?? 'Loading'}
      size={target.type === 'post' ? 'large' : 'medium'}
      onClose={() => window.history.back()}
      returnFocusTo={() => {
        // Back navigation can re-render the page: fall back to the same link in the new DOM.
        const link = opener.current
        if (link?.isConnected) return link
        const attr = link?.getAttribute('data-popup')
        return attr ? document.querySelector<HTMLElement>(`a[data-popup="${CSS.escape(attr)}"]`) : null
      }}
    >
      <PopupBody target={target} status={status} onTitle={setTitle} />
    </SidePopup>
  )
}
