'use client'

import { usePathname } from 'next/navigation'
import { type ReactNode, useEffect, useRef, useState } from 'react'

import { isPrivateRoute } from '@/config/routes'

import { CONSENT_EVENT, type Consent, readConsent, writeConsent } from './consent'
import styles from './ConsentBanner.module.css'
import { type AnalyticsIds, enableTracking, setConsentDefaults, trackPageView, trackingEnabled } from './track'

/** A same-origin link to a private route (src/config/routes.ts), as a URL; null for anything else. */
function privateLinkTarget(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null
  const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]')
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null
  const url = new URL(link.href, window.location.href)
  return url.origin === window.location.origin && isPrivateRoute(url.pathname) ? url : null
}

/**
 * The visitor's answer once this page has read it: a layout mounted later by the client router (the
 * checkout's) starts from it, and so does not show the banner for a frame to someone who answered.
 * Never set on the server, where the page's first render must match it: 'unknown'.
 */
let answerRead: Consent | null | 'unknown' = 'unknown'

/**
 * Consent first: the banner asks, nothing is sent or loaded until the visitor accepts.
 * After that a page view goes out on every route change (a popup's URL included).
 *
 * Private routes (the portal, the build flow and checkout, the sign-in pages: they take passwords
 * and payments or carry mailed tokens) never run a third-party script, consent or not. Scripts
 * cannot be unloaded, so a visitor who has them running on a public page reaches a private one by
 * a full page load: a link to one is followed by the browser rather than the client router, and
 * any other way there (router.push, back) reloads the private page without them.
 */
export function Analytics({
  ids,
  bannerScript,
}: {
  ids: AnalyticsIds
  /** `<BannerScript />`, from the layout. */ bannerScript: ReactNode
}) {
  const pathname = usePathname()
  const onPrivateRoute = isPrivateRoute(pathname)
  const [consent, setConsent] = useState(answerRead)
  // Open until the stored answer is read: the server renders the banner, hidden (BannerScript.tsx).
  const [bannerOpen, setBannerOpen] = useState(answerRead === 'unknown' || answerRead === null)
  const lastTracked = useRef<string | null>(null)
  const anyProvider = Boolean(ids.ga4 || ids.gtm || ids.metaPixel)

  useEffect(() => {
    setConsentDefaults()
    // A visit's first localStorage read waits on the browser process (about 12 ms here, before
    // Lighthouse's 4x slowdown): in a task of its own, not in the one that runs every effect of
    // the page as it hydrates, where it made that task a long one.
    const read = window.setTimeout(() => {
      const stored = readConsent()
      answerRead = stored
      setConsent(stored)
      setBannerOpen(stored === null)
    })
    const reopen = () => setBannerOpen(true)
    window.addEventListener(CONSENT_EVENT, reopen)
    return () => {
      window.clearTimeout(read)
      window.removeEventListener(CONSENT_EVENT, reopen)
    }
  }, [])

  useEffect(() => {
    if (consent === 'granted' && anyProvider && !onPrivateRoute) enableTracking(ids)
  }, [consent, anyProvider, ids, onPrivateRoute])

  useEffect(() => {
    if (consent !== 'granted' || !trackingEnabled() || onPrivateRoute || lastTracked.current === pathname) return
    lastTracked.current = pathname
    trackPageView(pathname)
  }, [consent, pathname, onPrivateRoute])

  // Scripts already running (loaded on a public page): a private route is loaded afresh without them.
  useEffect(() => {
    if (onPrivateRoute && trackingEnabled()) window.location.reload()
  }, [onPrivateRoute])

  // Before the client router (and the page transition) take a link to a private route: a full load.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!trackingEnabled()) return
      const target = privateLinkTarget(event)
      if (!target) return
      event.preventDefault()
      window.location.assign(target.href)
    }
    window.addEventListener('click', onClick, true)
    return () => window.removeEventListener('click', onClick, true)
  }, [])

  const choose = (value: Consent) => {
    writeConsent(value)
    answerRead = value
    setConsent(value)
    setBannerOpen(false)
    // Withdrawing consent cannot unload scripts already running: reload so none are present.
    if (value === 'denied' && trackingEnabled()) window.location.reload()
  }

  if (!bannerOpen) return null
  const answerUnread = consent === 'unknown'
  return (
    <section
      className={styles.banner}
      role="region"
      aria-label="Cookie consent"
      data-consent-banner
      hidden={answerUnread}
      // The script may have shown it before hydration; the read above then shows or closes it.
      suppressHydrationWarning
    >
      <p className={styles.text}>
        We use cookies to measure visits and improve Pebble’s site. Nothing is tracked unless you say yes. You can
        change your mind any time from “Cookie settings” in the footer.
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={() => choose('denied')}>
          Decline
        </button>
        <button type="button" className={styles.primary} onClick={() => choose('granted')}>
          Accept
        </button>
      </div>
      {answerUnread && bannerScript}
    </section>
  )
}
