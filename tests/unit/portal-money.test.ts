import { describe, expect, it } from 'vitest'

import { orderLedger } from '@/commerce/refunds/ledger'
import { depositView, orderStateLabel } from '@/portal/orders/money-view'
import { nextStepText, orderTimeline } from '@/portal/orders/progress'

const at = (day: number) => `2026-03-${String(day).padStart(2, '0')}T12:00:00.000Z`
const payment = (
  id: number,
  kind: 'first' | 'second',
  amount: number,
  status: 'succeeded' | 'pending' | 'failed' = 'succeeded',
) => ({ id, kind, amount, status }) as const
const refund = (id: number, paymentId: number, amount: number, status: string, day: number) => ({
  id,
  payment: paymentId,
  kind: 'refund' as const,
  amount,
  status: status as never,
  createdAt: at(day),
  settledAt: status === 'pending' ? null : at(day),
})

describe('an order’s ledger (paid = refunded + kept)', () => {
  it('a partial refund, a failed one and a pending one: failed counts nowhere, pending counts as on its way', () => {
    const ledger = orderLedger(
      [payment(1, 'first', 25_000), payment(2, 'second', 250_000)],
      [refund(10, 1, 10_000, 'succeeded', 3), refund(11, 2, 50_000, 'failed', 4), refund(12, 2, 20_000, 'pending', 5)],
    )
    expect(ledger.deposits).toEqual([
      { kind: 'first', paid: 25_000, refunded: 10_000, kept: 15_000, refundedAt: at(3) },
      { kind: 'second', paid: 250_000, refunded: 20_000, kept: 230_000, refundedAt: at(5) },
    ])
    expect(ledger).toMatchObject({ paid: 275_000, refunded: 30_000, kept: 245_000 })
    expect(ledger.refunds.map((r) => `${r.kind}:${r.amount}:${r.status}`)).toEqual([
      'first:10000:succeeded',
      'second:50000:failed',
      'second:20000:pending',
    ])
  })

  it('an unpaid deposit is not in it; a dispute lost to the bank counts as given back', () => {
    const ledger = orderLedger(
      [payment(1, 'first', 25_000), payment(2, 'second', 250_000, 'pending')],
      [{ ...refund(10, 1, 25_000, 'lost', 6), kind: 'dispute' as const }],
    )
    expect(ledger.deposits).toEqual([{ kind: 'first', paid: 25_000, refunded: 25_000, kept: 0, refundedAt: at(6) }])
    expect(ledger.refunds[0]).toMatchObject({ via: 'bank', status: 'succeeded' })
  })
})

const deposit = (status: 'not-due' | 'due' | 'paid' | 'failed' | 'refunded', extra = {}) => ({
  amount: 25_000,
  status,
  ...extra,
})
const UNTIL_PRODUCTION = { until: 'in-production' as const }
const cancelledOrder = (reached: string[]) => ({
  status: 'cancelled' as const,
  history: [...reached, 'cancelled'].map((status, i) => ({ status, at: at(i + 1) })) as never,
  createdAt: at(1),
  firstDeposit: deposit('paid', { paidAt: at(2) }),
  secondDeposit: deposit('not-due'),
  cancellation: { by: 'customer' as const, reason: 'Cancelled by the customer in the portal.' },
})

describe('a cancelled order in the portal', () => {
  it('keeps the steps it reached ticked and ends with the cancellation and its date', () => {
    const steps = orderTimeline(cancelledOrder(['reserved', 'first-deposit-paid']), UNTIL_PRODUCTION)
    expect(steps.map((s) => `${s.key}:${s.state}`)).toEqual(['reserved:done', 'deposit-paid:done', 'cancelled:done'])
    expect(steps.at(-1)).toMatchObject({ label: 'Cancelled', date: at(3), note: 'By you' })
    expect(steps.some((s) => s.note === 'Not due yet')).toBe(false)
  })

  it('a deposit refunded since stays ticked and says "Refunded"', () => {
    const order = { ...cancelledOrder(['reserved', 'first-deposit-paid']), firstDeposit: deposit('refunded') }
    expect(orderTimeline(order, UNTIL_PRODUCTION).find((s) => s.key === 'deposit-paid')).toMatchObject({
      state: 'done',
      note: 'Refunded',
    })
  })

  it('a staff cancellation says so; the next step names the date', () => {
    const order = { ...cancelledOrder(['reserved']), cancellation: { by: 'staff' as const, reason: 'Duplicate order' } }
    expect(orderTimeline(order, UNTIL_PRODUCTION).at(-1)?.note).toBe('By Pebble')
    expect(nextStepText(order)).toContain('cancelled on March 2, 2026')
  })

  it('its badge never reads "Deposit paid" beside a refunded deposit', () => {
    const base = {
      status: 'first-deposit-paid' as const,
      firstDeposit: deposit('refunded'),
      secondDeposit: deposit('not-due'),
    }
    expect(orderStateLabel(base)).toBe('Deposit refunded')
    expect(orderStateLabel({ ...base, firstDeposit: deposit('paid') })).toBe('Deposit paid')
    expect(orderStateLabel({ ...base, status: 'cancelled' })).toBe('Cancelled')
  })

  it('a refunded deposit shows its amount and date; an unasked deposit of a cancelled order is not "not due yet"', () => {
    const ledger = orderLedger([payment(1, 'first', 25_000)], [refund(10, 1, 25_000, 'succeeded', 9)])
    expect(depositView({ status: 'cancelled' }, deposit('refunded'), 'first', ledger)).toMatchObject({
      label: 'Refunded',
      detail: `$250.00 on March 9, 2026`,
    })
    expect(depositView({ status: 'cancelled' }, deposit('not-due'), 'second', ledger)).toMatchObject({
      label: 'Not asked',
    })
    const partial = orderLedger([payment(1, 'first', 25_000)], [refund(10, 1, 10_000, 'succeeded', 9)])
    expect(
      depositView({ status: 'first-deposit-paid' }, deposit('paid', { paidAt: at(2) }), 'first', partial),
    ).toMatchObject({
      label: 'Paid',
      detail: 'on March 2, 2026 · $100.00 refunded on March 9, 2026',
    })
  })
})
