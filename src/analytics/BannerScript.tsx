import { CONSENT_KEY } from './consent'

/**
 * The banner is in the page's HTML, hidden; this script, its last child, shows it as the HTML
 * arrives when the visitor has not answered yet: a first visit sees it long before hydration (it
 * was /search's largest paint, after hydration), whole (not growing as the HTML streams in), and in
 * the site's font (a bottom-anchored box that grew when the font swapped in was a layout shift).
 * Only the first family is awaited: the fallback face (`local(Arial)`) fails where Arial is missing.
 * Its style is read in the first frame, which computes the page's style anyway: read as the parser
 * reached it, it forced a style recalculation of the page so far before the first paint (up to
 * 130 ms of the main thread on this machine), and the page's largest paint waited.
 * Private pages allow it by its hash (src/proxy.ts). Rendered on the server and handed to the banner
 * (Analytics.tsx) as an element, so its text is in the page, not in every page's JavaScript.
 */
export const SHOW_IF_UNANSWERED_SCRIPT = `try{var b=document.currentScript.parentElement,c=localStorage.getItem(${JSON.stringify(CONSENT_KEY)}),s=function(){b.hidden=false};if(c!=="granted"&&c!=="denied")requestAnimationFrame(function(){document.fonts.load("1em "+getComputedStyle(b).fontFamily.split(",")[0]).then(s,s)})}catch(e){}`

export function BannerScript() {
  return <script dangerouslySetInnerHTML={{ __html: SHOW_IF_UNANSWERED_SCRIPT }} suppressHydrationWarning />
}
