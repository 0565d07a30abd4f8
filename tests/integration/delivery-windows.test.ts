import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { mailsTo } from '../e2e/mail'
import { type CookieJar, signIn } from './auth-helpers'
import { BUYER_PASSWORD, type PaidOrder, placeAndPay } from './deposit-helpers'
import { api, eventually, outboxSettled, serverDatabase, staffLogin, type StaffRole } from './helpers'

/**
 * Delivery windows (commerce/delivery): the production plan through /api/production-plan (JWT or
 * API key, validated), each waiting reservation's window and place on its order page, and the one
 * mail a buyer gets when the window moves: changes close together make one mail with the final
 * window, and a window that comes back to where it started makes none.
 */
const PLAN = '/api/production-plan'
const staff = {} as Record<StaffRole, Record<string, string>>
let payload: Awaited<ReturnType<typeof serverDatabase>>
let original: { months: unknown[] }

const put = (body: unknown, headers: Record<string, string> = staff.admin) =>
  api(PLAN, { method: 'PUT', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) })
const everyTrim = (units: number) => ({ essential: units, adventure: units, summit: units })
const planIn = (month: string, reason: string) => ({ months: [{ month, capacity: everyTrim(100_000) }], reason })

/** The newest saved line's plan months, as the server's job saved them (the recompute ran). */
async function newestLineMonths(): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'delivery-lines',
    sort: '-takenAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return ((docs[0]?.plan ?? []) as { month: string }[]).map((m) => m.month)
}

/** PUTs a plan and waits until the server's job queue recomputed the windows from it. */
async function changePlan(month: string, reason: string) {
  const res = await put(planIn(month, reason))
  expect(res.status).toBe(200)
  await eventually(async () => (await newestLineMonths()).join() === month, 20_000)
}

const waitingTellJobs = async () =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'tellWindowMoves' }, completedAt: { exists: false } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs

/** The move mails' two minutes, passed: the waiting job is made due, and the server's runner runs it. */
async function passTheTwoMinutes() {
  const jobs = await waitingTellJobs()
  for (const job of jobs)
    await payload.update({
      collection: 'payload-jobs',
      id: job.id,
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
  await eventually(async () => (await waitingTellJobs()).length === 0, 20_000)
}

/** The buyer's order page, as text a reader sees (React's text separators taken out). */
const orderPage = async (jar: CookieJar, order: PaidOrder) =>
  (
    await (await api(`/customer-portal/order-history/${order.orderNumber}`, { headers: { cookie: jar.header } })).text()
  ).replaceAll('<!-- -->', '')
const moveMails = (email: string) => mailsTo(email).filter((m) => /delivery window/i.test(m.subject))

beforeAll(async () => {
  for (const role of ['admin', 'support', 'editor'] as const) staff[role] = await staffLogin(role)
  payload = await serverDatabase()
  original = await (await api(PLAN, { headers: staff.admin })).json()
})

afterAll(async () => {
  // The demo plan back, without mailing every demo buyer about it.
  await put({ months: original.months, reason: 'The demo plan again.' })
  await eventually(async () => (await newestLineMonths()).length === original.months.length, 20_000)
  for (const job of await waitingTellJobs())
    await payload.delete({ collection: 'payload-jobs', id: job.id, overrideAccess: true })
})

describe('the production plan API', () => {
  it('staff read it; only admins write it; a bad plan is a 400 naming the field, and nothing changes', async () => {
    expect((await api(PLAN)).status).toBe(401)
    expect((await api(PLAN, { headers: staff.support })).status).toBe(200)
    expect((await api(PLAN, { headers: staff.editor })).status).toBe(200)
    expect((await put(planIn('2031-01', 'no'), staff.editor)).status).toBe(403)
    const before = await (await api(PLAN, { headers: staff.admin })).json()
    const cases: [unknown, RegExp][] = [
      [
        { months: [{ month: '2031-01', capacity: { hovercraft: 3 } }], reason: 'x' },
        /months\[0\]\.capacity\.hovercraft/,
      ],
      [
        { months: [{ month: '2031-01', capacity: { adventure: -1 } }], reason: 'x' },
        /months\[0\]\.capacity\.adventure/,
      ],
      [
        { months: [{ month: '2031-01', capacity: { adventure: 1.5 } }], reason: 'x' },
        /months\[0\]\.capacity\.adventure/,
      ],
      [
        {
          months: [
            { month: '2031-01', capacity: { adventure: 1 } },
            { month: '2031-01', capacity: { summit: 1 } },
          ],
          reason: 'x',
        },
        /months\[1\]\.month/,
      ],
      [{ months: [{ month: '2031-13', capacity: {} }], reason: 'x' }, /months\[0\]\.month/],
      [{ months: 'soon', reason: 'x' }, /months/],
      [{ months: [], reason: 'x', extra: true }, /body|extra/],
    ]
    for (const [body, field] of cases) {
      const res = await put(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect((await res.json()).error).toMatch(field)
    }
    expect((await api(PLAN, { method: 'PUT', headers: staff.admin, body: '{nope' })).status).toBe(400)
    expect(await (await api(PLAN, { headers: staff.admin })).json()).toEqual(before)
  })

  it('a machine uses an API key', async () => {
    const me = await (await api('/cms-api/users/me', { headers: staff.admin })).json()
    const key = randomUUID()
    const set = await api(`/cms-api/users/${me.user.id}`, {
      method: 'PATCH',
      headers: staff.admin,
      body: JSON.stringify({ enableAPIKey: true, apiKey: key }),
    })
    expect(set.status).toBe(200)
    const machine = { Authorization: `users API-Key ${key}` }
    expect((await api(PLAN, { headers: machine })).status).toBe(200)
    expect((await api(PLAN, { headers: { Authorization: `users API-Key ${randomUUID()}` } })).status).toBe(401)
  })
})

describe('delivery windows', () => {
  let a: PaidOrder, b: PaidOrder
  let jarA: CookieJar
  beforeAll(async () => {
    a = await placeAndPay(undefined, 'adventure')
    b = await placeAndPay(undefined, 'adventure')
    jarA = await signIn(a.email, BUYER_PASSWORD)
    await changePlan('2030-01', 'A test plan.')
    await passTheTwoMinutes()
    await Promise.all([outboxSettled(a.email), outboxSettled(b.email)])
  }, 90_000)

  it('the order page shows the window and the place among the reservations of the trim', async () => {
    const html = await orderPage(jarA, a)
    expect(html).toContain('January – February 2030')
    const place = /#(\d+) of (\d+) Adventure reservations/.exec(html)
    expect(place, html.slice(0, 300)).not.toBeNull()
    expect(Number(place![1])).toBeLessThanOrEqual(Number(place![2]))
  })

  it('two changes within two minutes make one mail with the final window and the reasons; the page keeps the move', async () => {
    const before = [moveMails(a.email).length, moveMails(b.email).length]
    const changedAt = Date.now()
    await changePlan('2030-03', 'A supplier is late.')
    await changePlan('2030-05', 'The battery line is retooled.')
    const jobs = await waitingTellJobs()
    expect(jobs).toHaveLength(1)
    expect(Date.parse(jobs[0]!.waitUntil!) - changedAt).toBeLessThanOrEqual(120_000)
    await passTheTwoMinutes()
    await Promise.all([outboxSettled(a.email), outboxSettled(b.email)])
    for (const [i, buyer] of [a, b].entries()) {
      const mails = moveMails(buyer.email).slice(before[i])
      expect(mails).toHaveLength(1)
      expect(mails[0]!.text).toContain('January – February 2030')
      expect(mails[0]!.text).toContain('May – June 2030')
      expect(mails[0]!.text).toContain('A supplier is late. The battery line is retooled.')
      expect(mails[0]!.html).toContain('May – June 2030')
    }
    const html = await orderPage(jarA, a)
    expect(html).toContain('May – June 2030')
    expect(html).toContain('How your window moved')
    expect(html).toContain('The battery line is retooled.')
  }, 90_000)

  it('a window that ends where it started makes no mail', async () => {
    const before = moveMails(a.email).length
    await changePlan('2030-08', 'A maybe.')
    await changePlan('2030-05', 'Never mind.')
    await passTheTwoMinutes()
    await outboxSettled(a.email)
    expect(moveMails(a.email).length).toBe(before)
  }, 90_000)

  it('a reservation that joins while a move mail waits is told of a later move from the window it was shown', async () => {
    await changePlan('2030-07', 'The paint shop is late.')
    expect(await waitingTellJobs()).toHaveLength(1)
    // c joins after that mail's baseline line: its first window is the one its page shows.
    const c = await placeAndPay(undefined, 'adventure')
    const jarC = await signIn(c.email, BUYER_PASSWORD)
    await eventually(async () => (await orderPage(jarC, c)).includes('July – August 2030'), 20_000)
    await changePlan('2030-10', 'The paint shop is later still.')
    await passTheTwoMinutes()
    await outboxSettled(c.email)
    const mails = moveMails(c.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain('July – August 2030')
    expect(mails[0]!.text).toContain('October – November 2030')
    expect(await orderPage(jarC, c)).toContain('How your window moved')
  }, 90_000)

  it('a cancellation ahead moves a reservation up', async () => {
    // May has room for the reservations ahead of b only: b waits until August, and a cancellation ahead brings it into May.
    const place = async (order: PaidOrder, jar: CookieJar) =>
      Number(/#(\d+) of \d+ Adventure/.exec(await orderPage(jar, order))![1])
    const jarB = await signIn(b.email, BUYER_PASSWORD)
    const placeB = await place(b, jarB)
    const res = await put({
      months: [
        { month: '2030-05', capacity: { adventure: placeB - 1 } },
        { month: '2030-08', capacity: { adventure: 100_000 } },
      ],
      reason: 'Tighter months.',
    })
    expect(res.status).toBe(200)
    await eventually(async () => (await orderPage(jarB, b)).includes('August – September 2030'), 20_000)
    const cancelled = await api(`/cms-api/orders/${a.orderId}/cancel`, {
      method: 'POST',
      headers: staff.admin,
      body: JSON.stringify({ reason: 'The buyer asked.', refund: true }),
    })
    expect(cancelled.status, await cancelled.clone().text()).toBeLessThan(300)
    await eventually(async () => (await place(b, jarB)) === placeB - 1, 20_000)
    // The window as it is now (the page also lists earlier moves below it).
    expect((await orderPage(jarB, b)).split('How your window moved')[0]).toContain('May – June 2030')
  }, 90_000)
})
