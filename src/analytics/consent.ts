/** The visitor's tracking choice, remembered in localStorage. */
export type Consent = 'granted' | 'denied'

const KEY = 'pebble-consent'
export const CONSENT_EVENT = 'pebble:consent-settings'

export function readConsent(): Consent | null {
  try {
    const value = window.localStorage.getItem(KEY)
    return value === 'granted' || value === 'denied' ? value : null
  } catch {
    return null
  }
}

export function writeConsent(value: Consent) {
  try {
    window.localStorage.setItem(KEY, value)
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

/**
 * The banner is in the page's HTML, so a first visit sees it with the page's first paint (not after
 * hydration, when it became a phone's largest paint). This script, its first child, hides it as the
 * HTML arrives when the visitor already answered, so a returning visitor never sees it flash.
 * Private pages allow it by its hash (src/proxy.ts).
 */
export const HIDE_IF_ANSWERED_SCRIPT = `try{var c=localStorage.getItem(${JSON.stringify(KEY)});if(c==="granted"||c==="denied")document.currentScript.parentElement.hidden=true}catch(e){}`

/** Opens the consent banner again (the footer's cookie-settings link). */
export const openConsentSettings = () => window.dispatchEvent(new Event(CONSENT_EVENT))
