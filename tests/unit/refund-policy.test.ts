import { describe, expect, it } from 'vitest'

import { cancellationPlan } from '@/commerce/refunds/plan'
import { depositRefundable, describeRefundPolicy, readRefundPolicy } from '@/commerce/refunds/policy'
import type { MoneyAction, Payment } from '@/payload-types'

const demo = readRefundPolicy({
  firstDeposit: { refundable: false, until: 'in-production' },
  secondDeposit: { refundable: true, until: 'in-production' },
})

describe('the refund policy', () => {
  it('a deposit is refundable while the order has not reached the rule’s stage', () => {
    expect(depositRefundable(demo, 'second', 'second-deposit-paid')).toBe(true)
    expect(depositRefundable(demo, 'second', 'in-production')).toBe(false)
    expect(depositRefundable(demo, 'second', 'delivered')).toBe(false)
    expect(depositRefundable(demo, 'second', 'cancelled')).toBe(false)
    expect(depositRefundable(demo, 'first', 'first-deposit-paid')).toBe(false)
  })

  it('missing or unknown rules read as not refundable', () => {
    expect(readRefundPolicy(null)).toEqual({
      first: { refundable: false, until: 'in-production' },
      second: { refundable: false, until: 'in-production' },
    })
    expect(readRefundPolicy({ secondDeposit: { refundable: true, until: 'nonsense' } }).second).toEqual({
      refundable: true,
      until: 'in-production',
    })
  })

  it('is written in words from the rules', () => {
    expect(describeRefundPolicy(demo, { first: 25_000, second: 250_000 })).toBe(
      'The $250 first deposit is non-refundable. The $2,500 second deposit is refundable until production of your trailer begins.',
    )
  })

  it('a cancellation refunds what is left of refundable payments only', () => {
    const payment = (id: number, kind: 'first' | 'second', amount: number) =>
      ({ id, kind, amount, status: 'succeeded' }) as Payment
    const refunded = { payment: 2, kind: 'refund', status: 'succeeded', amount: 50_000 } as MoneyAction
    const plan = cancellationPlan(
      { status: 'second-deposit-paid' },
      demo,
      [payment(1, 'first', 25_000), payment(2, 'second', 250_000)],
      [refunded],
    )
    expect(plan.map((line) => [line.kind, line.refund])).toEqual([
      ['first', 0],
      ['second', 200_000],
    ])
  })
})
