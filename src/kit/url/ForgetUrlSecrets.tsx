'use client'

import { useEffect } from 'react'

import { FORGET_URL_SECRETS_SCRIPT, withoutUrlSecrets } from './url-secrets'

/**
 * Takes mailed tokens out of the address bar (see url-secrets.ts). Render it first on a page whose
 * URL may carry one. Twice, on purpose:
 * - its inline script runs as the HTML arrives, before any other script on the page;
 * - after hydration it tells Next.js's router too (its `replaceState` hook keeps `useSearchParams`
 *   and the history entry it writes in step), since the router may have read the URL before the
 *   inline script ran.
 */
export function ForgetUrlSecrets() {
  useEffect(() => {
    // After this commit's effects: by then the router has patched history.replaceState.
    const timer = window.setTimeout(() => {
      const clean = withoutUrlSecrets(window.location.href)
      if (clean !== null) window.history.replaceState(null, '', clean)
    })
    return () => window.clearTimeout(timer)
  }, [])
  // React renders the script in the server's HTML and leaves it as it is when hydrating.
  return <script dangerouslySetInnerHTML={{ __html: FORGET_URL_SECRETS_SCRIPT }} suppressHydrationWarning />
}
