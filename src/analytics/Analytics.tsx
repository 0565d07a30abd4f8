'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { CONSENT_EVENT, type Consent, readConsent, writeConsent } from './consent'
import styles from './ConsentBanner.module.css'
import { type AnalyticsIds, enableTracking, setConsentDefaults, trackPageView, trackingEnabled } from './track'

/**
 * Consent first: the banner asks, nothing is sent or loaded until the visitor accepts.
 * After that a page view goes out on every route change (a popup's URL included).
 */
export function Analytics({ ids }: { ids: AnalyticsIds }) {
  const pathname = usePathname()
  const [consent, setConsent] = useState<Consent | null | 'unknown'>('unknown')
  const [bannerOpen, setBannerOpen] = useState(false)
  const lastTracked = useRef<string | null>(null)
  const anyProvider = Boolean(ids.ga4 || ids.gtm || ids.metaPixel)

  useEffect(() => {
    setConsentDefaults()
    // A visit's first localStorage read waits on the browser process (about 12 ms here, before
    // Lighthouse's 4x slowdown): in a task of its own, not in the one that runs every effect of
    // the page as it hydrates, where it made that task a long one.
    const read = window.setTimeout(() => {
      const stored = readConsent()
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
    if (consent === 'granted' && anyProvider) enableTracking(ids)
  }, [consent, anyProvider, ids])

  useEffect(() => {
    if (consent !== 'granted' || !trackingEnabled() || lastTracked.current === pathname) return
    lastTracked.current = pathname
    trackPageView(pathname)
  }, [consent, pathname])

  const choose = (value: Consent) => {
    writeConsent(value)
    setConsent(value)
    setBannerOpen(false)
    // Withdrawing consent cannot unload scripts already running: reload so none are present.
    if (value === 'denied' && trackingEnabled()) window.location.reload()
  }

  if (!bannerOpen) return null
  return (
    <section className={styles.banner} role="region" aria-label="Cookie consent" data-consent-banner>
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
    </section>
  )
}
