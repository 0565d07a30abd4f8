import { describe, expect, it } from 'vitest'

import { moneyView, type MoneyViewInput } from '@/commerce/refunds/admin/money-view'
import type { MoneyAction, Payment } from '@/payload-types'

const payment = {
  id: 7,
  kind: 'first',
  amount: 25_000,
  status: 'succeeded',
  provider: 'test',
  cardLast4: '4242',
  paidAt: '2026-11-28T13:04:00.000Z',
} as Payment
const refundAt = (id: number, amount: number, created: string, settled: string) =>
  ({
    id,
    payment: 7,
    kind: 'refund',
    amount,
    status: 'succeeded',
    actor: 'staff',
    actorEmail: 'admin@example.com',
    reason: 'Goodwill',
    createdAt: created,
    settledAt: settled,
    updatedAt: settled,
  }) as MoneyAction
const input = (over: Partial<MoneyViewInput> = {}): MoneyViewInput => ({
  order: {
    number: 'PB-1',
    status: 'first-deposit-paid',
    createdAt: '2026-11-28T13:00:00.000Z',
    history: [
      { status: 'reserved', at: '2026-11-28T13:00:00.000Z' },
      { status: 'first-deposit-paid', at: '2026-11-28T13:04:00.000Z' },
    ],
  },
  payments: [payment],
  actions: [],
  policy: {
    first: { refundable: false, until: 'in-production' },
    second: { refundable: true, until: 'in-production' },
  },
  role: 'admin',
  stripeTestMode: false,
  ...over,
})

describe('the staff view of an order’s money', () => {
  it('puts each refund at its own moments, newest first, not at the payment’s', () => {
    const view = moneyView(
      input({
        actions: [
          refundAt(1, 5_000, '2026-11-28T13:07:00.000Z', '2026-11-28T13:07:05.000Z'),
          refundAt(2, 5_000, '2026-11-28T13:08:00.000Z', '2026-11-28T13:08:05.000Z'),
        ],
      }),
    )
    expect(view.headline).toBe('Deposit paid · refunded $100.00 of $250.00')
    expect(view.payments[0]).toMatchObject({ refunded: 10_000, refundableLeft: 15_000, card: '•4242' })
    expect(view.timeline.map((e) => [e.at.slice(11, 19), e.title])).toEqual([
      ['13:08:05', 'Refund $50.00 of the first deposit to •4242 refunded'],
      ['13:08:00', 'Refund $50.00 of the first deposit to •4242'],
      ['13:07:05', 'Refund $50.00 of the first deposit to •4242 refunded'],
      ['13:07:00', 'Refund $50.00 of the first deposit to •4242'],
      ['13:04:00', 'First deposit paid: $250.00 (•4242)'],
      ['13:04:00', 'Status: Deposit paid'],
      ['13:00:00', 'Status: Reserved'],
    ])
  })

  it('offers actions only where they apply, saying why for the rest', () => {
    expect(moneyView(input({ role: 'support' })).refund.why).toMatch(/admin’s decision/)
    const cancelled = moneyView(
      input({
        order: {
          ...input().order,
          status: 'cancelled',
          history: [...input().order.history!, { status: 'cancelled', at: '2026-11-29T10:00:00.000Z' }],
        },
      }),
    )
    expect(cancelled.headline).toBe('Cancelled on Nov 29, 2026 · nothing refunded, $250.00 kept')
    expect(cancelled.refund.allowed).toBe(false)
    expect(cancelled.cancel).toMatchObject({ allowed: false, why: 'The order is already cancelled.' })
  })
})
