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
 * The banner is in the page's HTML, hidden; this script, its last child, shows it as the HTML
 * arrives when the visitor has not answered yet: a first visit sees it long before hydration (it
 * was /search's largest paint, after hydration), whole (not growing as the HTML streams in), and in
 * the site's font (a bottom-anchored box that grew when the font swapped in was a layout shift).
 * Only the first family is awaited: the fallback face (`local(Arial)`) fails where Arial is missing.
 * Private pages allow it by its hash (src/proxy.ts).
 */
export const SHOW_IF_UNANSWERED_SCRIPT = `try{var b=document.currentScript.parentElement,c=localStorage.getItem(${JSON.stringify(KEY)}),s=function(){b.hidden=false};if(c!=="granted"&&c!=="denied")document.fonts.load("1em "+getComputedStyle(b).fontFamily.split(",")[0]).then(s,s)}catch(e){}`

/** Opens the consent banner again (the footer's cookie-settings link). */
export const openConsentSettings = () => window.dispatchEvent(new Event(CONSENT_EVENT))
