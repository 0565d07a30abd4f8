import { randomUUID } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { mailsTo, waitForMail } from '../e2e/mail'
import Stripe from 'stripe'

import { placeAndPay, placeOrder } from './deposit-helpers'
import { api, type ApiDoc, eventually, outboxSettled, serverDatabase, staffLogin } from './helpers'

/**
 * Mail that is never lost (mail/send.ts, mail/deliver.ts): every message is queued in the Outbox
 * in the transaction of the change it reports and delivered by the outbox job, which claims each
 * message atomically and retries SMTP failures with exponential backoff. The tests' SMTP catcher
 * refuses the recipients listed in `<MAIL_CATCHER_FILE>.refuse` (a mail server that is down).
 */
const RETRY_BASE_MS = Number(process.env.MAIL_RETRY_BASE_MS)
const refuseFile = () => `${process.env.MAIL_CATCHER_FILE}.refuse`
const refused = new Set<string>()
function refuse(address: string, on: boolean) {
  if (on) refused.add(address)
  else refused.delete(address)
  writeFileSync(refuseFile(), [...refused].join('\n'))
}

let staff: Record<string, string>
let payload: Awaited<ReturnType<typeof serverDatabase>>
let deliverDueMail: typeof import('@/mail/deliver').deliverDueMail
let enqueueMail: typeof import('@/mail/send').enqueueMail

beforeAll(async () => {
  staff = await staffLogin('admin')
  // The test process runs the outbox job too, as a second instance would, against the same SMTP catcher.
  process.env.SMTP_URL = process.env.TEST_SMTP_URL
  payload = await serverDatabase()
  ;({ deliverDueMail } = await import('@/mail/deliver'))
  ;({ enqueueMail } = await import('@/mail/send'))
})
afterAll(() => {
  if (existsSync(refuseFile())) writeFileSync(refuseFile(), '')
})

const outboxTo = async (email: string): Promise<ApiDoc[]> =>
  (
    await (
      await api(`/cms-api/outbox?where[to][equals]=${encodeURIComponent(email)}&depth=0&limit=100`, { headers: staff })
    ).json()
  ).docs

describe('the outbox', () => {
  it('keeps a receipt while SMTP fails, retries it with exponential backoff and delivers it once, as HTML with a text part', async () => {
    const email = `outbox-${randomUUID()}@example.com`
    refuse(email, true)
    const placed = await placeAndPay(email)
    const subject = `Your Pebble reservation ${placed.orderNumber} is confirmed`
    // The receipt was written with the payment: it is there the moment the payment is.
    const [queued] = await outboxTo(email)
    expect(queued).toMatchObject({ subject })
    expect(queued.transport).not.toBe('smtp')

    // Each failed attempt waits twice as long as the one before (MAIL_RETRY_BASE_MS, doubled).
    const seen = new Map<number, ApiDoc>()
    await eventually(async () => {
      const [row] = await outboxTo(email)
      if (row.transport === 'queued' && row.nextAttemptAt) seen.set(row.attempts, row)
      return row.attempts >= 3 && seen.size >= 2
    }, 30_000)
    for (const [attempts, row] of seen) {
      const wait = Date.parse(row.nextAttemptAt) - Date.parse(row.updatedAt)
      expect(wait, `wait after attempt ${attempts}`).toBeGreaterThan(RETRY_BASE_MS * 2 ** (attempts - 1) - 250)
      expect(wait, `wait after attempt ${attempts}`).toBeLessThanOrEqual(RETRY_BASE_MS * 2 ** (attempts - 1) + 50)
      expect(row.error).toMatch(/451/)
    }
    expect(mailsTo(email)).toHaveLength(0)

    refuse(email, false)
    const mail = await waitForMail(email, { subject: new RegExp(subject), timeoutMs: 30_000 })
    expect(mail.text).toContain(`Order ${placed.orderNumber}`)
    expect(mail.text).toMatch(/See your order: http\S+\/customer-portal\//)
    expect(mail.html).toContain('See your order')
    expect(mail.html).toMatch(/<a[^>]+href="http[^"]+\/customer-portal\//)
    expect(mail.html).toContain('/mail-logo.png')
    await eventually(async () => (await outboxTo(email))[0].transport === 'smtp', 10_000)
    const [sent] = await outboxTo(email)
    expect(sent.attempts).toBeGreaterThanOrEqual(3)
    expect(sent.html).toBe(mail.html)
    // Delivered once, however many runners saw it since.
    await outboxSettled(email)
    expect(mailsTo(email).filter((m) => m.subject === subject)).toHaveLength(1)
  }, 90_000)

  it('a receipt is kept exactly when its payment is: a fault after it was queued keeps neither', async () => {
    const placed = await placeOrder()
    const stripe = new Stripe('sk_test_offline_not_used')
    const deliver = (id: string) => {
      const body = JSON.stringify({
        id,
        object: 'event',
        type: 'checkout.session.completed',
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            id: `cs_test_${placed.paymentId}`,
            object: 'checkout.session',
            amount_total: 25_000,
            currency: 'usd',
            payment_status: 'paid',
            metadata: {
              paymentId: String(placed.paymentId),
              idempotencyKey: `deposit:${placed.orderId}:first`,
              orderNumber: placed.orderNumber,
              kind: 'first',
            },
          },
        },
      })
      const secret = process.env.STRIPE_WEBHOOK_SECRET || 'whsec_pebble_test_only_not_a_real_secret'
      return api('/api/payments/webhook/stripe', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload: body, secret }),
        },
        body,
      })
    }
    const faulted = await deliver(`evt_test_fault_after_receipt_${randomUUID().replace(/-/g, '')}`)
    expect(faulted.status).toBe(503)
    expect(await outboxTo(placed.email)).toEqual([])
    const payment = async () =>
      (await (await api(`/cms-api/payments/${placed.paymentId}?depth=0`, { headers: staff })).json()) as ApiDoc
    expect((await payment()).status).toBe('pending')

    expect((await deliver(`evt_${randomUUID().replace(/-/g, '')}`)).status).toBe(200)
    expect((await payment()).status).toBe('succeeded')
    const rows = await outboxTo(placed.email)
    expect(rows.map((r) => r.subject)).toEqual([`Your Pebble reservation ${placed.orderNumber} is confirmed`])
    await waitForMail(placed.email, { subject: /is confirmed$/ })
  })

  it('two runners racing (this process and the server) deliver each message exactly once', async () => {
    const run = randomUUID()
    const addresses = Array.from({ length: 6 }, (_, i) => `race-${i}-${run}@example.com`)
    for (const to of addresses) await enqueueMail(payload, { to, subject: `Race ${run}`, text: `Hello ${to}` })
    const outcomes = (
      await Promise.all([deliverDueMail(payload), deliverDueMail(payload), deliverDueMail(payload)])
    ).flat()
    for (const to of addresses) await waitForMail(to, { subject: new RegExp(run) })
    for (const to of addresses) await outboxSettled(to)
    for (const to of addresses) {
      expect(mailsTo(to), to).toHaveLength(1)
      const [row] = await outboxTo(to)
      expect(row).toMatchObject({ transport: 'smtp', attempts: 1 })
    }
    // The runners here lost some claims to each other (or to the server's own runner).
    expect(outcomes.filter((o) => o === 'smtp').length).toBeLessThanOrEqual(addresses.length)
    expect(outcomes).toContain('not-claimed')
  })

  /** A message a runner claimed at `claimedAt` and has not finished. */
  const leftSending = async (to: string, subject: string, claimedAt: Date) =>
    (
      await payload.create({
        collection: 'outbox',
        data: { to, subject, text: 'Hello', transport: 'sending', attempts: 1, claimedAt: claimedAt.toISOString() },
        overrideAccess: true,
      })
    ).id

  it('a message a stopped runner left "sending" is sent once its lease has passed', async () => {
    const to = `lease-${randomUUID()}@example.com`
    // As a runner killed mid-send leaves it: claimed 3 minutes ago, never finished. Written in that
    // state at once: queued first, the server's runner could claim it before the test changed it.
    await leftSending(to, 'Left sending', new Date(Date.now() - 3 * 60_000))
    await waitForMail(to, { subject: /Left sending/, timeoutMs: 20_000 })
    await eventually(async () => (await outboxTo(to))[0].transport === 'smtp')
    expect((await outboxTo(to))[0].attempts).toBe(2)
    const fresh = `lease-fresh-${randomUUID()}@example.com`
    const freshId = await leftSending(fresh, 'Being sent', new Date())
    expect(await deliverDueMail(payload)).not.toContain('smtp')
    expect(mailsTo(fresh)).toHaveLength(0)
    // Gone before its lease ends, so no later test sees the server's runner send it.
    await payload.delete({ collection: 'outbox', id: freshId, overrideAccess: true })
  })

  it('the template’s logo is served as a PNG (mail clients show no SVG)', async () => {
    const logo = await api('/mail-logo.png')
    expect(logo.status).toBe(200)
    expect(logo.headers.get('content-type')).toBe('image/png')
    expect(readFileSync(refuseFile(), 'utf8')).toBe('')
  })
})
