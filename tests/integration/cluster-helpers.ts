import { randomUUID } from 'node:crypto'

import { buyerDetails } from '../../scripts/lib/launch-crowd.mjs'

/**
 * What the cluster tests (cluster.test.ts, cluster-failover.test.ts) send to one instance or to
 * nginx: the suite's helpers talk to a single server (TEST_BASE_URL), these take the base URL.
 */

/** A request as the browser sends it from the site's own pages. */
export const clusterGet = (base: string, p: string, init?: RequestInit) => {
  const headers = new Headers(init?.headers)
  headers.set('sec-fetch-site', 'same-origin')
  return fetch(`${base}${p}`, { ...init, headers, redirect: 'manual' })
}

/** A staff member's Authorization header, signed in through `base`. */
export async function staffHeaders(base: string, email: string) {
  const res = await clusterGet(base, '/cms-api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'pebble-demo-2026' }),
  })
  if (!res.ok) throw new Error(`${email} could not sign in on ${base}: ${res.status}`)
  return { Authorization: `JWT ${((await res.json()) as { token: string }).token}` }
}

/** Every document of `collection` matching `where` (`where[...]=...`), as staff read them through `base`. */
export async function staffDocs(
  base: string,
  headers: Record<string, string>,
  collection: string,
  where: string,
): Promise<Record<string, unknown>[]> {
  const res = await clusterGet(base, `/cms-api/${collection}?${where}&depth=0&limit=1000&pagination=false`, { headers })
  if (!res.ok) throw new Error(`listing ${collection} answered ${res.status}`)
  return ((await res.json()) as { docs: Record<string, unknown>[] }).docs
}

/** A guest's reservation: a new account and an order, with the placement key a retry sends again. */
export const orderBody = (email: string, placementKey: string = randomUUID()) => ({
  placementKey,
  selection: { trim: 'adventure', color: 'sage', options: [] },
  customer: buyerDetails(email, 'Cluster'),
  password: 'cluster-pass-1',
  acceptTerms: true,
})

/** POST /api/build/orders through `base` (the site's origin is nginx's: NEXT_PUBLIC_SERVER_URL). */
export const placeOrder = (base: string, body: unknown) =>
  clusterGet(base, '/api/build/orders', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: process.env.NEXT_PUBLIC_SERVER_URL! },
    body: JSON.stringify(body),
  })

/** The status of a customer's password sign-in through `base` (next-auth's credentials callback: 200 or 401). */
export async function passwordSignInStatus(base: string, email: string, password: string) {
  const csrf = await clusterGet(base, '/api/auth/csrf')
  const cookie = csrf.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  const { csrfToken } = (await csrf.json()) as { csrfToken: string }
  const res = await clusterGet(base, '/api/auth/callback/credentials', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, origin: base },
    body: new URLSearchParams({ csrfToken, email, password, json: 'true', callbackUrl: base }),
  })
  await res.arrayBuffer()
  return res.status
}
