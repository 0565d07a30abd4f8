/**
 * The wait's last step in the demo: handover slots at the Fremont studio for the next three weeks,
 * and a customer whose Pebble is ready to book one (sam@example.com, the demo password). Demo-only,
 * like the other demo customers.
 */
import type { Payload } from 'payload'

import { readCatalog, readCommerceTerms } from '../commerce/catalog/data'
import { orderSnapshot } from '../commerce/orders/snapshot'
import { priceConfiguration } from '../commerce/pricing/price'
import { policySnapshot } from '../commerce/refunds/policy'
import { DEMO_PASSWORD } from './staff'

const context = { disableRevalidate: true }
const DAY = 24 * 60 * 60 * 1000
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString()

export const HANDOVER_DEMO_EMAIL = 'sam@example.com'

/** Weekdays from three days ahead for three weeks, 9:00 and 13:00 Pacific (17:00 and 21:00 UTC), two buyers at once. */
function demoSlotTimes(now = new Date()): string[] {
  const times: string[] = []
  for (let day = 3; day <= 24; day++) {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + day))
    if (date.getUTCDay() === 0 || date.getUTCDay() === 6) continue
    for (const hour of [17, 21]) times.push(new Date(date.getTime() + hour * 3_600_000).toISOString())
  }
  return times
}

export async function seedHandoverDemo(payload: Payload): Promise<void> {
  for (const startsAt of demoSlotTimes())
    await payload.create({
      collection: 'handover-slots',
      data: { place: 'Fremont studio, 45500 Fremont Blvd', startsAt, minutes: 60, capacity: 2, published: true },
      overrideAccess: true,
      context,
    })

  const [catalog, terms] = await Promise.all([readCatalog(payload), readCommerceTerms(payload)])
  const customer = await payload.create({
    collection: 'customers',
    data: {
      email: HANDOVER_DEMO_EMAIL,
      name: 'Sam Okafor',
      phone: '(510) 555-0178',
      address: { line1: '88 Niles Blvd', line2: '', city: 'Fremont', state: 'CA', zip: '94536' },
      password: DEMO_PASSWORD,
      demo: true,
    } as never,
    overrideAccess: true,
    context,
  })
  const priced = priceConfiguration(catalog, { trim: 'adventure', color: 'basalt' })
  const order = await payload.create({
    collection: 'orders',
    data: {
      number: 'PBL-7RD3WJ',
      customer: customer.id,
      status: 'ready',
      ...orderSnapshot(priced, terms),
      refundPolicy: policySnapshot(terms.refundRules),
      changePolicy: { ...terms.changeRules },
      financing: { mode: 'full' },
      firstDeposit: { amount: terms.firstDeposit, status: 'paid', paidAt: daysAgo(300) },
      secondDeposit: { amount: terms.secondDeposit, status: 'paid', dueDate: daysAgo(60), paidAt: daysAgo(62) },
      history: [
        { status: 'reserved', at: daysAgo(300) },
        { status: 'first-deposit-paid', at: daysAgo(300) },
        { status: 'second-deposit-due', at: daysAgo(75) },
        { status: 'second-deposit-paid', at: daysAgo(62) },
        { status: 'in-production', at: daysAgo(30) },
        { status: 'ready', at: daysAgo(1) },
      ],
      createdAt: daysAgo(300),
    } as never,
    overrideAccess: true,
    context,
  })
  for (const [kind, amount, paidAt] of [
    ['first', terms.firstDeposit, daysAgo(300)],
    ['second', terms.secondDeposit, daysAgo(62)],
  ] as const)
    await payload.create({
      collection: 'payments',
      data: {
        order: order.id,
        customer: customer.id,
        kind,
        amount,
        status: 'succeeded',
        provider: 'test',
        providerReference: `test_cs_demo_PBL-7RD3WJ_${kind}`,
        chargeReference: `test_ch_demo_PBL-7RD3WJ_${kind}`,
        cardLast4: '4242',
        idempotencyKey: `deposit:${order.id}:${kind}`,
        paidAt,
      },
      overrideAccess: true,
      context,
    })
}
