import { beforeAll, describe, expect, it } from 'vitest'

import { mailsTo, waitForMail } from '../e2e/mail'
import { signIn } from './auth-helpers'
import { BUYER_PASSWORD, type PaidOrder, placeAndPay } from './deposit-helpers'
import { api, type ApiDoc, outboxSettled, serverDatabase, staffLogin, type StaffRole } from './helpers'
import { csvRecords } from './csv'

/**
 * The call for the second deposit (commerce/second-deposit): staff choose orders and a due date,
 * each customer is mailed the amount, the date and a link to pay, the order becomes
 * `second-deposit-due`, and the reminders job (run here with its own clock) mails 7 days and 1 day
 * before the date and once overdue, until the deposit is paid or the order cancelled.
 */
const DAY = 24 * 60 * 60_000
const CALL = '/cms-api/orders/call-second-deposit'
const staff = {} as Record<StaffRole, Record<string, string>>
let payload: Awaited<ReturnType<typeof serverDatabase>>
let sendSecondDepositReminders: typeof import('@/commerce/second-deposit/reminders').sendSecondDepositReminders
let changeOrder: typeof import('@/commerce/orders/data').changeOrder
let inTransaction: typeof import('@/db/transaction').inTransaction

beforeAll(async () => {
  for (const role of ['admin', 'support', 'editor'] as const) staff[role] = await staffLogin(role)
  process.env.SMTP_URL = process.env.TEST_SMTP_URL
  payload = await serverDatabase()
  ;({ sendSecondDepositReminders } = await import('@/commerce/second-deposit/reminders'))
  ;({ changeOrder } = await import('@/commerce/orders/data'))
  ;({ inTransaction } = await import('@/db/transaction'))
})

const dayAhead = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10)
const call = (body: unknown, role: StaffRole | null = 'support') =>
  api(CALL, {
    method: 'POST',
    headers: role ? staff[role] : { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
const order = async (id: number): Promise<ApiDoc> =>
  (await (await api(`/cms-api/orders/${id}?depth=0`, { headers: staff.admin })).json()) as ApiDoc
const subjectsTo = (email: string) => mailsTo(email).map((m) => m.subject)

describe('calling the second deposit', () => {
  let a: PaidOrder, b: PaidOrder, other: PaidOrder, disputed: PaidOrder
  beforeAll(async () => {
    ;[a, b, other, disputed] = await Promise.all([
      placeAndPay(undefined, 'adventure'),
      placeAndPay(undefined, 'adventure'),
      placeAndPay(undefined, 'essential'),
      // The test provider's dispute card: the cardholder disputes the first deposit at once.
      placeAndPay(undefined, 'adventure', '4000000000000259'),
    ])
  })

  it('only admins and support may call; bad input is a 400 with a message and changes nothing', async () => {
    const body = { dueDate: dayAhead(30), orders: [a.orderNumber] }
    expect((await call(body, null)).status).toBe(401)
    expect((await call(body, 'editor')).status).toBe(403)
    for (const bad of [
      { orders: [a.orderNumber] },
      { dueDate: '2027-02-30', orders: [a.orderNumber] },
      { dueDate: dayAhead(-1), orders: [a.orderNumber] },
      { dueDate: dayAhead(30) },
      { dueDate: dayAhead(30), orders: [a.orderNumber], surprise: 1 },
      { dueDate: dayAhead(30), status: 'delivered' },
    ]) {
      const res = await call(bad)
      expect(res.status, JSON.stringify(bad)).toBe(400)
      expect((await res.json()).error).toMatch(/\w/)
    }
    const bodyless = await api(CALL, { method: 'POST', headers: staff.support, body: '{nope' })
    expect(bodyless.status).toBe(400)
    expect(await order(a.orderId)).toMatchObject({ status: 'first-deposit-paid' })
    expect(subjectsTo(a.email).filter((s) => /second deposit/.test(s))).toEqual([])
  })

  it('a filter (trim) calls the matching orders once, even when two staff call at once; each customer is mailed', async () => {
    const dueDate = dayAhead(30)
    const body = {
      dueDate,
      trim: 'adventure',
      orders: [a.orderNumber, b.orderNumber, other.orderNumber, disputed.orderNumber],
    }
    // The preview counts what the call will do, says who is skipped and why, and changes nothing.
    const preview = await call({ ...body, preview: true })
    expect(preview.status).toBe(200)
    expect(await preview.json()).toEqual({
      orders: 2,
      mails: 2,
      due: 500_000,
      dueDate: expect.stringMatching(new RegExp(`^${dueDate}`)),
      skipped: [
        { number: other.orderNumber, reason: 'not found or not callable' },
        { number: disputed.orderNumber, reason: 'disputed: the first deposit is under an open dispute' },
      ],
    })
    expect(await order(a.orderId)).toMatchObject({ status: 'first-deposit-paid' })
    expect(subjectsTo(a.email).filter((s) => /second deposit/.test(s))).toEqual([])
    // The orders list's filter (one filter set) selects the same orders; a filter it would refuse is a 400.
    const { trim, ...numbers } = body
    const viaListFilter = await call({ ...numbers, filter: { trim }, preview: true })
    expect(await viaListFilter.json()).toMatchObject({ orders: 2, mails: 2, due: 500_000 })
    const badFilter = await call({ ...numbers, filter: { status: 'lost' }, preview: true })
    expect(badFilter.status).toBe(400)
    expect((await badFilter.json()).error).toBe('filter: Unknown order status “lost”.')

    const answers = await Promise.all([call(body, 'support'), call(body, 'admin')])
    for (const res of answers) expect(res.status).toBe(200)
    const results = (await Promise.all(answers.map((r) => r.json()))) as { called: string[]; skipped: ApiDoc[] }[]
    expect(results.flatMap((r) => r.called).sort()).toEqual([a.orderNumber, b.orderNumber].sort())
    for (const r of results) expect(r.skipped.map((s) => s.number)).toContain(other.orderNumber)
    // A cardholder disputing the first deposit is not asked for more.
    for (const r of results)
      expect(r.skipped).toContainEqual({ number: disputed.orderNumber, reason: expect.stringMatching(/^disputed/) })

    for (const placed of [a, b]) {
      const mail = await waitForMail(placed.email, { subject: /Your second deposit for .* is due$/ })
      expect(mail.text).toContain('$2,500.00')
      expect(mail.text).toContain(
        new Date(`${dueDate}T00:00:00Z`).toLocaleDateString('en-US', {
          month: 'long',
          day: 'numeric',
          year: 'numeric',
          timeZone: 'UTC',
        }),
      )
      expect(mail.text).toContain(`/customer-portal/second-deposit?order=${placed.orderNumber}`)
      expect(mail.html).toContain('Pay the second deposit')
      expect(await order(placed.orderId)).toMatchObject({
        status: 'second-deposit-due',
        secondDeposit: { status: 'due', dueDate: `${dueDate}T00:00:00.000Z` },
      })
    }
    for (const placed of [a, b, disputed]) await outboxSettled(placed.email)
    for (const placed of [a, b]) expect(subjectsTo(placed.email).filter((s) => /is due$/.test(s))).toHaveLength(1)
    expect(await order(other.orderId)).toMatchObject({ status: 'first-deposit-paid' })
    expect(await order(disputed.orderId)).toMatchObject({ status: 'first-deposit-paid', disputed: true })
    expect(subjectsTo(disputed.email).filter((s) => /is due$/.test(s))).toHaveLength(0)

    // The portal shows the customer the date.
    const jar = await signIn(a.email, BUYER_PASSWORD)
    const page = await (await jar.fetch(`/customer-portal/second-deposit?order=${a.orderNumber}`)).text()
    expect(page).toMatch(/Please pay by (<!-- -->)?<strong>/)
    expect(page).toContain(
      new Date(`${dueDate}T00:00:00Z`).toLocaleDateString('en-US', {
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    )
  })

  it('reminders go 7 days and 1 day before and once overdue, each once, and stop once paid or cancelled', async () => {
    const due = Date.parse((await order(a.orderId)).secondDeposit.dueDate)
    const run = (at: number) => sendSecondDepositReminders(payload, new Date(at))
    const ours = (sent: string[]) => sent.filter((s) => [a.orderNumber, b.orderNumber].some((n) => s.startsWith(n)))

    expect(ours(await run(due - 8 * DAY))).toEqual([])
    // Three runners at once, as on three instances: each order gets the 7-day reminder once.
    const racing = (await Promise.all([run(due - 6 * DAY), run(due - 6 * DAY), run(due - 6 * DAY)])).flatMap(ours)
    expect(racing.sort()).toEqual([`${a.orderNumber}:reminder7SentAt`, `${b.orderNumber}:reminder7SentAt`].sort())
    expect(ours(await run(due - 5 * DAY))).toEqual([])
    await waitForMail(a.email, { subject: /due in 7 days$/ })

    // B's customer pays (as the payment's event records it): no more reminders for B.
    const secondDeposit = {
      ...(await order(b.orderId)).secondDeposit,
      status: 'paid',
      paidAt: new Date().toISOString(),
    }
    await inTransaction(payload, (req) =>
      changeOrder(req, { id: b.orderId, set: { status: 'second-deposit-paid', secondDeposit } as never }),
    )
    expect(ours(await run(due - 12 * 60 * 60_000))).toEqual([`${a.orderNumber}:reminder1SentAt`])
    expect(ours(await run(due + 2 * DAY))).toEqual([`${a.orderNumber}:overdueSentAt`])
    expect(ours(await run(due + 3 * DAY))).toEqual([])
    await waitForMail(a.email, { subject: /is overdue$/ })
    for (const placed of [a, b]) await outboxSettled(placed.email)
    // Each once; the outbox's runners may deliver two queued moments apart in either order.
    expect(
      subjectsTo(a.email)
        .filter((s) => /Reminder|overdue/.test(s))
        .sort(),
    ).toEqual(
      [
        `Reminder: your second deposit for ${a.orderNumber} is due in 7 days`,
        `Reminder: your second deposit for ${a.orderNumber} is due tomorrow`,
        `Your second deposit for ${a.orderNumber} is overdue`,
      ].sort(),
    )
    expect(subjectsTo(b.email).filter((s) => /Reminder|overdue/.test(s))).toEqual([
      `Reminder: your second deposit for ${b.orderNumber} is due in 7 days`,
    ])

    // A cancelled order gets nothing, even when a stage is due.
    const c = await placeAndPay()
    expect((await call({ dueDate: dayAhead(3), orders: [c.orderNumber] })).status).toBe(200)
    const cancelled = await api(`/cms-api/orders/${c.orderId}/cancel`, {
      method: 'POST',
      headers: staff.admin,
      body: JSON.stringify({ reason: 'The customer changed their mind', refund: false }),
    })
    expect(cancelled.status).toBe(200)
    expect((await run(Date.now())).filter((s) => s.startsWith(c.orderNumber))).toEqual([])
  })

  it('the orders panel and the CSV show called deposits due, overdue and paid', async () => {
    const panel = async () => {
      const html = await (
        await api('/admin', { headers: { cookie: `payload-token=${staff.support.Authorization.slice(4)}` } })
      ).text()
      const read = (label: string) => {
        const m = new RegExp(
          `${label}</dt><dd>\\$([\\d,]+)(?:<!-- -->)?\\s*(?:<!-- -->)?<span>from (?:<!-- -->)?(\\d+)`,
        ).exec(html)
        if (!m) throw new Error(`no “${label}” in the panel`)
        return { dollars: Number(m[1].replace(/,/g, '')), count: Number(m[2]) }
      }
      return {
        due: read('Called second deposits due'),
        overdue: read('Called second deposits overdue'),
        paid: read('Called second deposits paid'),
      }
    }
    const d = await placeAndPay()
    expect((await call({ dueDate: dayAhead(10), orders: [d.orderNumber] })).status).toBe(200)
    const before = await panel()
    // Staff move D's due date into the past: it is overdue now.
    const current = (await order(d.orderId)).secondDeposit
    const moved = await api(`/cms-api/orders/${d.orderId}`, {
      method: 'PATCH',
      headers: staff.admin,
      body: JSON.stringify({ secondDeposit: { ...current, dueDate: new Date(Date.now() - 2 * DAY).toISOString() } }),
    })
    expect(moved.status).toBe(200)
    const after = await panel()
    expect(after.overdue.count - before.overdue.count).toBe(1)
    expect(after.overdue.dollars - before.overdue.dollars).toBe(2_500)
    expect(after.due.count - before.due.count).toBe(-1)
    expect(after.paid.count).toBeGreaterThanOrEqual(1)

    const csv = await (
      await api('/cms-api/orders/export.csv?status=second-deposit-due', { headers: staff.support })
    ).text()
    const overdue = csvRecords(csv).find((record) => record.number === d.orderNumber)
    expect(overdue).toMatchObject({ 'second deposit call': 'overdue' })
    expect(overdue?.['second deposit due date']).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const paidCsv = await (
      await api('/cms-api/orders/export.csv?status=second-deposit-paid', { headers: staff.support })
    ).text()
    expect(csvRecords(paidCsv).some((record) => record['second deposit call'] === 'paid')).toBe(true)
  })
})

describe('the call form', () => {
  it('is above the orders list for support, not for editors', async () => {
    const list = async (role: StaffRole) =>
      (
        await api('/admin/collections/orders', {
          headers: { cookie: `payload-token=${staff[role].Authorization.slice(4)}` },
        })
      ).text()
    expect(await list('support')).toContain('Call the second deposit')
    expect(await list('editor')).not.toContain('Call the second deposit')
  })
})
