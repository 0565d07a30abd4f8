import { readFileSync, statSync } from 'node:fs'

export const BASE_URL = process.env.TEST_BASE_URL || 'http://127.0.0.1:3100'
export const SERVER_LOG = process.env.SERVER_LOG

/**
 * A request to the test server. Like a browser, it says where it comes from: Payload accepts its
 * staff cookie only from this site (`csrf`), and a browser sends `Sec-Fetch-Site` with every
 * request (a test that means to come from elsewhere sets its own `Origin` or `Sec-Fetch-Site`).
 */
export const api = (path: string, init?: RequestInit) => {
  const headers = new Headers(init?.headers)
  if (!headers.has('sec-fetch-site')) headers.set('sec-fetch-site', 'same-origin')
  return fetch(`${BASE_URL}${path}`, { ...init, headers })
}
/**
 * Every document a visitor's list finds, read as a visitor reads it: a page at a time, each as
 * large as the public ceiling allows (src/content/api/ceilings.ts), until `hasNextPage` is false.
 */
export async function readAllPages<T>(path: string, init?: RequestInit): Promise<T[]> {
  const docs: T[] = []
  for (let page = 1; ; page++) {
    const res = await api(`${path}${path.includes('?') ? '&' : '?'}page=${page}`, init)
    if (!res.ok) throw new Error(`${path} page ${page}: ${res.status} ${await res.text()}`)
    const body = (await res.json()) as { docs: T[]; hasNextPage: boolean }
    docs.push(...body.docs)
    if (!body.hasNextPage) return docs
  }
}
export const postJSON = (path: string, body: unknown) =>
  api(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

/** The demo staff accounts, one per role (src/seed/staff.ts). */
export const STAFF_EMAIL = {
  admin: 'admin@example.com',
  editor: 'editor@example.com',
  support: 'support@example.com',
} as const
export type StaffRole = keyof typeof STAFF_EMAIL

/** Signs a demo staff member in to Payload's REST API and returns an Authorization header. */
export const staffLogin = (role: StaffRole) => editorAuth(STAFF_EMAIL[role])

/** Signs an editor in to Payload's REST API and returns an Authorization header. */
export async function editorAuth(email = 'editor@example.com', password = 'pebble-demo-2026') {
  const res = await api('/cms-api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!res.ok) throw new Error(`editor login failed: ${res.status} ${await res.text()}`)
  const { token } = (await res.json()) as { token: string }
  return { Authorization: `JWT ${token}`, 'content-type': 'application/json' }
}

/** Polls until `check` passes or the time runs out; returns how long it took. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 8000): Promise<number> {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (await check()) return Date.now() - started
    await new Promise((r) => setTimeout(r, 200)) // poll: between checks
  }
  throw new Error(`condition not met within ${timeoutMs} ms`)
}

let outboxReader: Promise<Record<string, string>> | null = null
/**
 * Waits until the outbox has nothing left to send to `to`: every message to it sent or given up.
 * From then on the catcher's mail to `to` is final (the catcher stores a message before it accepts
 * it, and a sent message is never claimed again), so counting it proves "exactly once" without
 * waiting to see whether a second copy turns up.
 */
export async function outboxSettled(to: string, timeoutMs = 15_000): Promise<void> {
  outboxReader ??= staffLogin('admin')
  const headers = await outboxReader
  const pending = async () =>
    (await listDocs('outbox', `where[to][equals]=${encodeURIComponent(to)}`, headers)).filter((row) =>
      ['queued', 'sending'].includes(row.transport),
    )
  await eventually(async () => (await pending()).length === 0, timeoutMs).catch(async () => {
    throw new Error(`mail to ${to} still unsent after ${timeoutMs} ms: ${JSON.stringify(await pending())}`)
  })
}

/** The password hash stored for a customer (null until the deferred hash is written, src/auth/accounts.ts). */
export async function storedPasswordHash(email: string): Promise<{ hash: string | null; salt: string | null }> {
  const payload = await serverDatabase()
  const row = (await payload.db.findOne({ collection: 'customers', where: { email: { equals: email } } })) as {
    hash?: string | null
    salt?: string | null
  } | null
  return { hash: row?.hash ?? null, salt: row?.salt ?? null }
}

/** Database queries the server logged since `offset` (the server runs with DB_LOG_QUERIES=1). */
export function serverLogSize(): number {
  if (!SERVER_LOG) throw new Error('SERVER_LOG is not set: run through `npm test`')
  return statSync(SERVER_LOG).size
}
export function queriesSince(offset: number): string[] {
  // `offset` counts bytes (the file's size): cut the bytes, then decode. Cutting the decoded text
  // would start late by one character per extra byte of every "—" or "’" logged before, and drop
  // the first queries after the offset (an order placement counted 18 statements, not 19).
  const text = readFileSync(SERVER_LOG!).subarray(offset).toString('utf8')
  return text.split('\n').filter((line) => line.includes('[db-query]'))
}
/** The id of the request a logged query was made for (src/payload.config.ts), or undefined outside a request. */
export const queryRequestId = (line: string): string | undefined => / request_id=(\S+)$/.exec(line)?.[1]

/**
 * The queries logged since `offset`, once a control read sent now has its own queries logged: the
 * positive control that query logging is on and that earlier requests' lines are written, so an
 * empty answer about them means "no query", not "no logging".
 */
export async function loggedQueriesSince(offset: number): Promise<string[]> {
  const control = `log-control-${Date.now()}-${Math.random().toString(36).slice(2)}`
  const res = await api('/cms-api/posts?limit=1&depth=0', { headers: { 'x-request-id': control } })
  if (res.status !== 200) throw new Error(`the logging control read answered ${res.status}`)
  let queries: string[] = []
  await eventually(async () => {
    queries = queriesSince(offset)
    return queries.some((line) => queryRequestId(line) === control)
  })
  return queries.filter((line) => queryRequestId(line) !== control)
}

/**
 * Payload's Local API on the test server's own database, for what only the admin UI can do
 * (e.g. queue a scheduled publish). Reads TEST_DATA_DIR / DATABASE_URL from `npm test`.
 */
export async function serverDatabase() {
  if (!process.env.TEST_DATA_DIR) throw new Error('TEST_DATA_DIR is not set: run through `npm test`')
  process.env.DATA_DIR = process.env.TEST_DATA_DIR
  const { getPayload } = await import('payload')
  const config = (await import('@payload-config')).default
  return getPayload({ config })
}

/** Signs an editor in and returns the cookie header the admin would send. */
export async function editorCookie(email = 'editor@example.com', password = 'pebble-demo-2026') {
  const res = await api('/cms-api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  const { token } = (await res.json()) as { token: string }
  return `payload-token=${token}`
}

/**
 * A document as the staff REST API answers it. Tests read documents of many collections and
 * depths, field by field, so fields are untyped here rather than cast at every use.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type ApiDoc = Record<string, any>

/** Every document of `collection` matching the query string `where` (`where[...]=...`), as staff see them. */
export async function listDocs(collection: string, where: string, headers: Record<string, string>): Promise<ApiDoc[]> {
  const res = await api(`/cms-api/${collection}?${where}&depth=0&limit=1000&pagination=false`, { headers })
  if (res.status !== 200) throw new Error(`listing ${collection} answered ${res.status}`)
  return (await res.json()).docs as ApiDoc[]
}

/**
 * Publishes `marker` as the title of the page at `slug`, runs `check`, then puts the page back as
 * it was, whatever `check` did.
 */
export async function withPageTitle(slug: string, marker: string, check: () => Promise<void>) {
  const auth = await editorAuth()
  const { docs } = await (await api(`/cms-api/pages?where[slug][equals]=${slug}&depth=0`, { headers: auth })).json()
  const page = docs[0]
  const publish = (fields: Record<string, unknown>) =>
    api(`/cms-api/pages/${page.id}`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ ...fields, _status: 'published' }),
    })
  try {
    const res = await publish({ title: marker, meta: { title: marker } })
    if (res.status !== 200) throw new Error(`publishing ${slug} answered ${res.status}: ${await res.text()}`)
    await check()
  } finally {
    await publish({ title: page.title, meta: page.meta })
  }
}
