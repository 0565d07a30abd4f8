/**
 * Analytics events in the providers' standard queues: GA4 through gtag's `dataLayer`, GTM
 * through `dataLayer` events, Meta Pixel through `fbq`. Nothing is queued before the visitor
 * accepts tracking, and only for providers the CMS settings enable.
 */
export type AnalyticsIds = { ga4?: string | null; gtm?: string | null; metaPixel?: string | null }

type Fbq = ((...args: unknown[]) => void) & {
  queue?: unknown[]
  loaded?: boolean
  version?: string
  callMethod?: (...a: unknown[]) => void
  push?: unknown
}

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: (...args: unknown[]) => void
    fbq?: Fbq
    _fbq?: Fbq
  }
}

let enabled: AnalyticsIds | null = null

/** gtag's own queue function: it pushes its `arguments` object, which gtag.js reads when it loads. */
function gtag(..._args: unknown[]) {
  // eslint-disable-next-line prefer-rest-params -- gtag.js reads an Arguments object, not an array
  window.dataLayer!.push(arguments)
}

/** Consent Mode v2: everything denied until the visitor says otherwise. */
export function setConsentDefaults() {
  window.dataLayer = window.dataLayer || []
  window.gtag = window.gtag || gtag
  window.gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
    wait_for_update: 500,
  })
}

function loadScript(src: string) {
  if (document.querySelector(`script[src="${src}"]`)) return
  const script = document.createElement('script')
  script.async = true
  script.src = src
  document.head.appendChild(script)
}

/** After consent: grant storage, set up the queues and load the enabled providers' scripts. */
export function enableTracking(ids: AnalyticsIds) {
  if (enabled) return
  enabled = ids
  window.dataLayer = window.dataLayer || []
  window.gtag = window.gtag || gtag
  window.gtag('consent', 'update', {
    ad_storage: 'granted',
    ad_user_data: 'granted',
    ad_personalization: 'granted',
    analytics_storage: 'granted',
  })
  if (ids.ga4) {
    window.gtag('js', new Date())
    // Page views are sent by trackPageView on every route change, popups included.
    window.gtag('config', ids.ga4, { send_page_view: false })
    loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ids.ga4)}`)
  }
  if (ids.gtm) {
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
    loadScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(ids.gtm)}`)
  }
  if (ids.metaPixel && !window.fbq) {
    // The pixel's standard stub: calls queue until fbevents.js loads.
    const fbq: Fbq = function (...args: unknown[]) {
      if (fbq.callMethod) fbq.callMethod(...args)
      else fbq.queue!.push(args)
    }
    fbq.queue = []
    fbq.loaded = true
    fbq.version = '2.0'
    fbq.push = fbq
    window.fbq = fbq
    window._fbq = fbq
    window.fbq('init', ids.metaPixel)
    loadScript('https://connect.facebook.net/en_US/fbevents.js')
  }
}

export const trackingEnabled = () => enabled !== null

/** A page view for a path (no query string), to every enabled provider. */
export function trackPageView(path: string) {
  if (!enabled) return
  const page = path.split(/[?#]/)[0]
  if (enabled.ga4)
    window.gtag?.('event', 'page_view', {
      page_path: page,
      page_location: window.location.origin + page,
      page_title: document.title,
    })
  if (enabled.gtm) window.dataLayer?.push({ event: 'page_view', page_path: page })
  if (enabled.metaPixel) window.fbq?.('track', 'PageView')
}

/** A custom event such as 'Pre-Order CTA', to every enabled provider. */
export function trackEvent(name: string, params: Record<string, unknown> = {}) {
  if (!enabled) return
  if (enabled.ga4) window.gtag?.('event', name, params)
  if (enabled.gtm) window.dataLayer?.push({ event: name, ...params })
  if (enabled.metaPixel) window.fbq?.('trackCustom', name, params)
}
