/**
 * Two instances behind nginx (scripts/lib/cluster.mjs), run by `npm test`'s cluster step twice:
 *   CLUSTER_MODE=redis  Next's cache on Redis, media on s3rver: what one instance changes, the
 *                       other and nginx serve within 2 s (measured and printed).
 *   CLUSTER_MODE=local  the same two instances without REDIS_URL: the same check must NOT
 *                       converge within 2 s, which shows the check can fail.
 * Skipped in the ordinary integration run (one server, no cluster).
 */
import { readdirSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { randomUUID } from 'node:crypto'

import sharp from 'sharp'
import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'

import { IMAGE_DEFAULT_QUALITY, IMAGE_DEVICE_WIDTHS } from '@/config/constants'
import { UPLOAD_CONTENT_SECURITY_POLICY } from '@/config/http-headers'

import { linkIn, mailCount, waitForMail } from '../e2e/mail'
import { CookieJar } from './auth-helpers'
import { clusterGet as get, orderBody, placeOrder, staffDocs, staffHeaders } from './cluster-helpers'
import { scrape, total } from './metrics-helpers'

const MODE = process.env.CLUSTER_MODE
const [ONE, TWO] = (process.env.CLUSTER_INSTANCE_URLS ?? '').split(',')
const NGINX = process.env.CLUSTER_NGINX_URL ?? ''
const DATA_DIRS = (process.env.CLUSTER_DATA_DIRS ?? '').split(',')
const S3_DIR = process.env.CLUSTER_S3_DIR ?? ''

/** The publish budget: an editor's change is on every instance within this. */
const BUDGET_MS = 2000
/**
 * Through nginx: a page's copy lives 1-2 s (nginx's clock counts whole seconds), and the visitor
 * after it still gets the old one while nginx fetches the new (scripts/lib/nginx.mjs); so 2 s, one
 * render and this test's 50 ms look.
 */
const NGINX_BUDGET_MS = 3000

const editorAuth = (base: string) => staffHeaders(base, 'editor@example.com')

/**
 * Polls `check` every 50 ms from `since` until it passes; the milliseconds it took, or null when it
 * had not passed after `timeoutMs`.
 */
async function firstPass(check: () => Promise<boolean>, since: number, timeoutMs: number): Promise<number | null> {
  while (Date.now() - since < timeoutMs) {
    if (await check().catch(() => false)) return Date.now() - since
    await new Promise((r) => setTimeout(r, 50)) // poll: between checks
  }
  return null
}

const shows = (base: string, p: string, text: string) => async () => (await (await get(base, p)).text()).includes(text)
const answers = (base: string, p: string, status: number) => async () => {
  const res = await get(base, p)
  await res.arrayBuffer()
  return res.status === status
}

async function pageDoc(base: string, auth: Record<string, string>, slug: string) {
  const res = await get(base, `/cms-api/pages?where[slug][equals]=${slug}&depth=0`, { headers: auth })
  return ((await res.json()) as { docs: { id: number | string; title: string; meta?: unknown }[] }).docs[0]
}

async function patchPage(base: string, auth: Record<string, string>, id: number | string, data: object) {
  const res = await get(base, `/cms-api/pages/${id}`, {
    method: 'PATCH',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ ...data, _status: 'published' }),
  })
  expect(res.status, await res.clone().text()).toBe(200)
}

/** Warms a page everywhere it can be cached: each instance, and nginx (which reaches both). */
async function warm(p: string) {
  for (const base of [ONE, TWO, NGINX, NGINX]) await (await get(base, p)).arrayBuffer()
}

/** Every file under `dir`, recursively (empty when it does not exist). */
function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name))
  } catch {
    return []
  }
}

describe.runIf(MODE === 'redis')('two instances sharing Redis and S3, nginx in front', () => {
  it("an editor's change through instance 1 is served by instance 2 within 2 s and through nginx within 3 s", async () => {
    const auth = await editorAuth(ONE)
    const page = await pageDoc(ONE, auth, 'plumbing')
    await warm('/plumbing')
    const marker = `Plumbing cluster ${Date.now()}`
    try {
      const saved = Date.now()
      await patchPage(ONE, auth, page.id, { title: marker, meta: { ...(page.meta as object), title: marker } })
      const [onTwo, throughNginx] = await Promise.all([
        firstPass(shows(TWO, '/plumbing', marker), saved, 5000),
        firstPass(shows(NGINX, '/plumbing', marker), saved, 5000),
      ])
      console.log(`[cluster] publish → visible: instance 2 ${onTwo} ms, through nginx ${throughNginx} ms`)
      expect(onTwo).not.toBeNull()
      expect(onTwo!).toBeLessThanOrEqual(BUDGET_MS)
      expect(throughNginx).not.toBeNull()
      expect(throughNginx!).toBeLessThanOrEqual(NGINX_BUDGET_MS)
      // And it stays: nginx takes turns between the instances, and every answer has the change.
      for (let i = 0; i < 6; i++) {
        expect(await shows(NGINX, '/plumbing', marker)()).toBe(true)
        // pacing: samples spread over nginx's 1 s page cache, so refreshed copies are checked too
        await new Promise((r) => setTimeout(r, 250))
      }
    } finally {
      await patchPage(ONE, auth, page.id, { title: page.title, meta: page.meta })
    }
  })

  it('a page created through instance 1 is a 200 on instance 2 (after it was a 404 there)', async () => {
    const auth = await editorAuth(ONE)
    const slug = `cluster-${Date.now()}`
    await warm(`/${slug}`)
    expect((await get(TWO, `/${slug}`)).status).toBe(404)
    const created = Date.now()
    const res = await get(ONE, '/cms-api/pages', {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ title: `Cluster ${slug}`, slug, _status: 'published' }),
    })
    expect(res.status, await res.clone().text()).toBe(201)
    const { doc } = (await res.json()) as { doc: { id: string | number } }
    try {
      const [onTwo, throughNginx] = await Promise.all([
        firstPass(answers(TWO, `/${slug}`, 200), created, 5000),
        firstPass(answers(NGINX, `/${slug}`, 200), created, 5000),
      ])
      console.log(`[cluster] new page → 200: instance 2 ${onTwo} ms, through nginx ${throughNginx} ms`)
      expect(onTwo).not.toBeNull()
      expect(onTwo!).toBeLessThanOrEqual(BUDGET_MS)
      expect(throughNginx).not.toBeNull()
      expect(throughNginx!).toBeLessThanOrEqual(NGINX_BUDGET_MS)
    } finally {
      await get(ONE, `/cms-api/pages/${doc.id}`, { method: 'DELETE', headers: auth })
    }
  })

  it('media uploaded through instance 1 are served by instance 2, byte for byte and through /_next/image; no DATA_DIR holds them', async () => {
    const auth = await editorAuth(ONE)
    const stamp = Date.now()
    const png = await sharp({
      create: { width: 800, height: 500, channels: 3, background: { r: stamp % 255, g: 120, b: 200 } },
    })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `cluster-${stamp}.png`)
    form.append('_payload', JSON.stringify({ alternativeText: 'A test image for the cluster' }))
    const res = await get(ONE, '/cms-api/media', { method: 'POST', headers: auth, body: form })
    expect(res.status, await res.clone().text()).toBe(201)
    const { doc } = (await res.json()) as { doc: { id: string | number; url: string; filename: string } }
    try {
      expect(doc.url).toBe(`/cms-api/media/file/${doc.filename}`)
      for (const base of [TWO, ONE, NGINX]) {
        const file = await get(base, doc.url)
        expect(file.status, base).toBe(200)
        // Served from the bucket as from disk: a file, sandboxed (src/config/http-headers.ts).
        expect(file.headers.get('content-security-policy'), base).toBe(UPLOAD_CONTENT_SECURITY_POLICY)
        expect(file.headers.get('x-content-type-options'), base).toBe('nosniff')
        expect(Buffer.from(await file.arrayBuffer()).equals(png), `${base}: same bytes`).toBe(true)
      }
      const optimised = `/_next/image?url=${encodeURIComponent(doc.url)}&w=${IMAGE_DEVICE_WIDTHS[0]}&q=${IMAGE_DEFAULT_QUALITY}`
      for (const base of [TWO, NGINX]) {
        const image = await get(base, optimised, { headers: { accept: 'image/webp,image/*' } })
        expect(image.status, base).toBe(200)
        expect(image.headers.get('content-type'), base).toMatch(/^image\//)
        expect((await image.arrayBuffer()).byteLength, base).toBeGreaterThan(0)
      }
      // The file is in the bucket and on no instance's disk.
      const stem = doc.filename.replace(/\.[^.]+$/, '')
      for (const dir of DATA_DIRS)
        expect(
          filesUnder(dir).filter((f) => f.includes(stem)),
          dir,
        ).toEqual([])
      expect(filesUnder(S3_DIR).some((f) => f.includes(stem))).toBe(true)
    } finally {
      await get(ONE, `/cms-api/media/${doc.id}`, { method: 'DELETE', headers: auth })
    }
  })
})

/** A page through nginx: its status, nginx's cache status (X-Cache) and its body. */
async function throughNginx(p: string, headers: Record<string, string> = {}) {
  const res = await get(NGINX, p, { headers })
  return { status: res.status, cache: res.headers.get('x-cache'), body: await res.text() }
}
/** nginx answered from its copy (fresh, or the old one while it fetches the next). */
const FROM_COPY = ['HIT', 'STALE', 'UPDATING']

describe.runIf(MODE === 'redis')('nginx keeps the copies of public pages (scripts/lib/nginx.mjs)', () => {
  const PAGE = '/charging'

  it('answers a page from its one copy whatever query string it carries: 300 variants evict nothing', async () => {
    await throughNginx(PAGE)
    // In batches of 20: nginx lets one address hold 32 connections at once.
    const variants = []
    for (let batch = 0; batch < 15; batch++)
      variants.push(
        ...(await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            throughNginx(`${PAGE}?utm_source=probe-${batch}-${i}&v=${randomUUID()}`),
          ),
        )),
      )
    for (const v of variants) {
      expect(v.status).toBe(200)
      expect(FROM_COPY).toContain(v.cache)
    }
    expect(variants[0].body).toContain('data-block=')
    expect(FROM_COPY).toContain((await throughNginx(PAGE)).cache)
  })

  it('refuses an over-long URL itself, and the page keeps its copy', async () => {
    await throughNginx(PAGE)
    const long = await throughNginx(`${PAGE}?q=${'x'.repeat(20_000)}`)
    expect(long.status).toBe(414)
    expect(FROM_COPY).toContain((await throughNginx(PAGE)).cache)
  })

  it('serves the old copy while it fetches the next, so a visitor never waits for a render', async () => {
    const seen = new Set<string | null>()
    const since = Date.now()
    const stale = await firstPass(
      async () => {
        const { cache } = await throughNginx(PAGE)
        seen.add(cache)
        return cache === 'STALE' || cache === 'UPDATING'
      },
      since,
      10_000,
    )
    expect(stale, `X-Cache seen: ${[...seen].join(', ')}`).not.toBeNull()
  })

  it.each([
    ['a staff session', { cookie: 'payload-token=not-a-real-token' }],
    ['a customer session', { cookie: 'consent=1; next-auth.session-token=not-a-real-token' }],
    ['draft mode', { cookie: '__prerender_bypass=1' }],
    ['an Authorization header', { authorization: 'Bearer x' }],
    ['a client navigation (RSC)', { rsc: '1' }],
  ])('never answers a request with %s from a copy', async (_, headers) => {
    await throughNginx(PAGE)
    const res = await throughNginx(PAGE, headers)
    expect(res.status).toBeLessThan(400)
    expect(res.cache).toBe('BYPASS')
  })

  it('never keeps a private page or a read-API answer asked with a query', async () => {
    for (const p of ['/build', '/api/health']) {
      await throughNginx(p)
      expect((await throughNginx(p)).cache, p).toBe('MISS')
    }
    expect((await throughNginx('/api/get-settings?x=1')).cache).toBe('BYPASS')
  })
})

describe.runIf(MODE === 'redis')('one customer, one payment, one editor: whichever instance answers', () => {
  const stripe = new Stripe('sk_test_offline_not_used')

  it('one Stripe event delivered 10 times to each instance at once pays once and mails one receipt', async () => {
    const email = `cluster-webhook-${randomUUID()}@example.com`
    const placed = await placeOrder(NGINX, orderBody(email))
    expect(placed.status, await placed.clone().text()).toBe(201)
    const order = (await placed.json()) as { orderId: number; orderNumber: string; paymentId: number }
    const body = JSON.stringify({
      id: `evt_cluster_${randomUUID().replace(/-/g, '')}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: `cs_test_${order.paymentId}`,
          object: 'checkout.session',
          amount_total: 25_000,
          currency: 'usd',
          payment_status: 'paid',
          metadata: { paymentId: String(order.paymentId), idempotencyKey: `deposit:${order.orderId}:first` },
        },
      },
    })
    const deliver = (base: string) =>
      get(base, '/api/payments/webhook/stripe', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': stripe.webhooks.generateTestHeaderString({
            payload: body,
            secret: process.env.STRIPE_WEBHOOK_SECRET!,
          }),
        },
        body,
      })
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => deliver(i % 2 ? TWO : ONE)))
    expect(answers.map((res) => res.status).filter((status) => status >= 300)).toEqual([])

    const admin = await staffHeaders(ONE, 'admin@example.com')
    const docs = (collection: string, where: string) => staffDocs(ONE, admin, collection, where)
    expect(
      await docs('payment-events', `where[payment][equals]=${order.paymentId}&where[outcome][equals]=paid`),
    ).toHaveLength(1)
    const payments = await docs('payments', `where[order][equals]=${order.orderId}`)
    expect(payments).toHaveLength(1)
    expect(payments[0]).toMatchObject({ status: 'succeeded' })
    const [paid] = await docs('orders', `where[id][equals]=${order.orderId}`)
    expect(paid).toMatchObject({ status: 'first-deposit-paid', firstDeposit: { status: 'paid' } })
    expect(
      await docs(
        'outbox',
        `where[to][equals]=${encodeURIComponent(email)}&where[subject][contains]=${order.orderNumber}`,
      ),
    ).toHaveLength(1)
  })

  it('a preview turned on through instance 1 shows the draft on instance 2; the public and nginx still serve the live page', async () => {
    const auth = await editorAuth(ONE)
    const page = await pageDoc(ONE, auth, 'plumbing')
    const marker = `Plumbing draft ${Date.now()}`
    const saved = await get(ONE, `/cms-api/pages/${page.id}?draft=true`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ title: marker, _status: 'draft' }),
    })
    expect(saved.status).toBe(200)
    try {
      const enter = await get(ONE, '/preview?path=/plumbing', {
        headers: { cookie: `payload-token=${auth.Authorization.slice(4)}` },
      })
      expect(enter.status).toBe(307)
      const bypass = enter.headers.get('set-cookie')!.match(/__prerender_bypass=[^;]+/)![0]
      for (const base of [TWO, NGINX]) {
        const previewed = await get(base, '/plumbing', { headers: { cookie: bypass } })
        expect(previewed.status, base).toBe(200)
        expect(await previewed.text(), base).toContain(marker)
      }
      for (const base of [TWO, NGINX]) expect(await shows(base, '/plumbing', marker)(), base).toBe(false)
    } finally {
      await patchPage(ONE, auth, page.id, { title: page.title })
    }
  })

  it('a sign-in link asked for through instance 1 signs in on instance 2, once', async () => {
    const admin = await staffHeaders(ONE, 'admin@example.com')
    const email = `cluster-link-${randomUUID()}@example.com`
    const created = await get(ONE, '/cms-api/customers', {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Cluster Link', email, password: 'pebble-demo-2026' }),
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const before = mailCount()
    const asking = new CookieJar()
    const jarGet = async (jar: CookieJar, base: string, p: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers)
      if (jar.header) headers.set('cookie', jar.header)
      return jar.take(await get(base, p, { ...init, headers }))
    }
    const { csrfToken } = (await (await jarGet(asking, ONE, '/api/auth/csrf')).json()) as { csrfToken: string }
    const asked = await jarGet(asking, ONE, '/api/auth/signin/email', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, csrfToken, callbackUrl: `${NGINX}/customer-portal/account`, json: 'true' }),
    })
    expect(asked.status).toBe(200)
    const link = new URL(
      linkIn(await waitForMail(email, { after: before, subject: /sign-in link/ }), '/api/auth/callback/email'),
    )

    const browser = new CookieJar()
    const opened = await jarGet(browser, TWO, link.pathname + link.search)
    expect(opened.status).toBe(302)
    expect(opened.headers.get('location')).toBe(`${NGINX}/customer-portal/account`)
    const session = (await (await jarGet(browser, ONE, '/api/auth/session')).json()) as { user?: { email: string } }
    expect(session.user?.email).toBe(email)
    const again = await jarGet(new CookieJar(), ONE, link.pathname + link.search)
    expect(again.headers.get('location')).toMatch(/error=Verification/)
  })
})

describe.runIf(MODE === 'redis')('metrics: each instance exposes its own', () => {
  it('both instances answer /api/metrics to the scraper, each counting only the requests it served', async () => {
    const route = { route: '/api/get-settings', method: 'GET', status: '200' }
    const count = async (base: string) => total(await scrape(base), 'pebble_http_request_duration_seconds_count', route)
    const before = await Promise.all([count(ONE), count(TWO)])
    for (const [base, times] of [
      [ONE, 6],
      [TWO, 4],
    ] as const)
      for (let i = 0; i < times; i++) await (await get(base, '/api/get-settings')).arrayBuffer()
    const after = await Promise.all([count(ONE), count(TWO)])
    expect([after[0] - before[0], after[1] - before[1]]).toEqual([6, 4])
    for (const base of [ONE, TWO, NGINX]) expect((await get(base, '/api/metrics')).status).toBe(401)
  })
})

describe.runIf(MODE === 'local')('the same two instances without Redis: the check fails', () => {
  it("an editor's change through instance 1 does NOT reach instance 2 within 2 s", async () => {
    const auth = await editorAuth(ONE)
    const page = await pageDoc(ONE, auth, 'plumbing')
    await warm('/plumbing')
    const marker = `Plumbing local ${Date.now()}`
    try {
      const saved = Date.now()
      await patchPage(ONE, auth, page.id, { title: marker, meta: { ...(page.meta as object), title: marker } })
      // Instance 1 has it at once (its own cache); instance 2 keeps serving its copy.
      const [onOne, onTwo] = await Promise.all([
        firstPass(shows(ONE, '/plumbing', marker), saved, BUDGET_MS + 1000),
        firstPass(shows(TWO, '/plumbing', marker), saved, BUDGET_MS + 1000),
      ])
      console.log(`[cluster] without Redis, publish → visible: instance 1 ${onOne} ms, instance 2 ${onTwo ?? 'never'}`)
      expect(onOne).not.toBeNull()
      expect(onTwo === null || onTwo > BUDGET_MS).toBe(true)
    } finally {
      await patchPage(ONE, auth, page.id, { title: page.title, meta: page.meta })
    }
  })
})

describe.runIf(MODE === 'local')('nginx in front: slow and greedy clients (docs/security.md)', () => {
  it('cuts off a client trickling its body after 10 s, while pages keep answering', async () => {
    const target = new URL(NGINX)
    const started = Date.now()
    const status = new Promise<{ status: number; ms: number }>((resolve) => {
      const socket = net.connect(Number(target.port), target.hostname)
      let answer = ''
      socket.setEncoding('latin1')
      socket.write(
        `POST /api/build/orders HTTP/1.1\r\nHost: ${target.host}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`,
      )
      const drip = setInterval(() => socket.writable && socket.write(' '), 11_000)
      socket.on('data', (chunk) => (answer += chunk))
      socket.on('error', () => undefined)
      socket.on('close', () => {
        clearInterval(drip)
        resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0), ms: Date.now() - started })
      })
    })
    const page = await get(NGINX, '/charging')
    expect(page.status).toBe(200)
    const cut = await status
    // nginx answers 408 or simply closes; either way within its 10 s body timeout (plus its timer's slack).
    expect([0, 408]).toContain(cut.status)
    expect(cut.ms).toBeGreaterThanOrEqual(9_000)
    expect(cut.ms).toBeLessThan(16_000)
  }, 30_000)

  it('answers 429 to one address sending orders faster than 10 a second past a burst of 40', async () => {
    const statuses: number[] = []
    for (let batch = 0; batch < 3; batch++)
      statuses.push(
        ...(await Promise.all(
          Array.from({ length: 20 }, async () => {
            const res = await fetch(`${NGINX}/api/build/orders`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', origin: NGINX },
              body: '{}',
            })
            await res.arrayBuffer()
            return res.status
          }),
        )),
      )
    const refused = statuses.filter((s) => s === 429).length
    expect(refused, JSON.stringify(statuses)).toBeGreaterThanOrEqual(10)
    expect(statuses.filter((s) => s === 400).length, JSON.stringify(statuses)).toBeGreaterThanOrEqual(40)
    // The bucket refills at 10 a second: others tests after this one start from a full one.
    // fixed wait: the rate limit refills with time (10 a second); a probe would spend what it measures
    await new Promise((r) => setTimeout(r, 5_000))
  }, 30_000)
})
