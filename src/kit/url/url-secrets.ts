/**
 * Mailed tokens leave the address bar as soon as the page has them (docs/security.md, "Tokens in
 * URLs"). A reset link (`/reset-password?token=…`), an e-mail confirmation
 * (`/customer-portal/account/confirm-email?token=…`), a cancellation's confirmation
 * (`/customer-portal/order-history/{number}/cancel/confirm?token=…`), a newsletter confirmation
 * (`/newsletter/confirm?token=…`) and the sign-in page a signed-out visitor is
 * sent to from one (`/sign-in?callbackUrl=…confirm-email%3Ftoken%3D…`) carry a secret in their
 * URL. The server has read it by the time the page arrives (the form carries it in a hidden field),
 * so the address bar, the history entry and anything that reads `location` later need not: the
 * page's first script replaces the URL with one without it, before any other script runs. These
 * pages also load no third-party script at all (src/config/routes.ts, private routes).
 */

/** Query parameters that are secrets themselves. */
const SECRET_PARAMS = ['token']
/** Parameters whose value is a URL that may carry one (where to go after signing in). */
const URL_PARAMS = ['callbackUrl']

/** The same URL (path, query, hash) without its secrets, or null when it has none. */
export function withoutUrlSecrets(href: string): string | null {
  const url = new URL(href, 'http://pebble.invalid')
  let changed = false
  for (const name of SECRET_PARAMS) {
    if (url.searchParams.has(name)) {
      url.searchParams.delete(name)
      changed = true
    }
  }
  for (const name of URL_PARAMS) {
    const value = url.searchParams.get(name)
    if (value !== null && /[?&]token=/i.test(value)) {
      url.searchParams.delete(name)
      changed = true
    }
  }
  if (!changed) return null
  const query = url.searchParams.toString()
  return url.pathname + (query ? `?${query}` : '') + url.hash
}

/**
 * The same rule as a classic script for the page's HTML, to run before Next.js's own scripts
 * and before hydration. Kept in step with `withoutUrlSecrets` by a unit test.
 */
export const FORGET_URL_SECRETS_SCRIPT = `(function(){try{var u=new URL(location.href),p=u.searchParams,c=false;${JSON.stringify(SECRET_PARAMS)}.forEach(function(n){if(p.has(n)){p.delete(n);c=true}});${JSON.stringify(URL_PARAMS)}.forEach(function(n){var v=p.get(n);if(v!==null&&/[?&]token=/i.test(v)){p.delete(n);c=true}});if(c){var q=p.toString();history.replaceState(history.state,'',u.pathname+(q?'?'+q:'')+u.hash)}}catch(e){}})()`
