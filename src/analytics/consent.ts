/** The visitor's tracking choice, remembered in localStorage. */
export type Consent = 'granted' | 'denied'

export const CONSENT_KEY = 'pebble-consent'
export const CONSENT_EVENT = 'pebble:consent-settings'

export function readConsent(): Consent | null {
  try {
    const value = window.localStorage.getItem(CONSENT_KEY)
    return value === 'granted' || value === 'denied' ? value : null
  } catch {
    return null
  }
}

export function writeConsent(value: Consent) {
  try {
    window.localStorage.setItem(CONSENT_KEY, value)
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

/** Opens the consent banner again (the footer's cookie-settings link). */
export const openConsentSettings = () => window.dispatchEvent(new Event(CONSENT_EVENT))
