import { describe, expect, it } from 'vitest'

import { canTransition, secondDepositPayable, statusAfterDepositPaid } from '@/commerce/orders/stateMachine'
import { ORDER_STATUSES, type OrderStatus } from '@/commerce/orders/statuses'

const FLOW: OrderStatus[] = [
  'reserved',
  'first-deposit-paid',
  'second-deposit-due',
  'second-deposit-paid',
  'in-production',
  'ready',
  'delivered',
]

describe('order state machine', () => {
  it.each(FLOW.slice(0, -1).map((from, i) => [from, FLOW[i + 1]]))('%s → %s is allowed', (from, to) => {
    expect(canTransition(from, to)).toBe(true)
  })

  it.each(FLOW.flatMap((to, j) => FLOW.slice(j + 1).map((from) => [from, to])))(
    '%s → %s (backwards) is refused',
    (from, to) => {
      expect(canTransition(from, to)).toBe(false)
    },
  )

  it.each(FLOW.slice(0, -1))('%s → cancelled is allowed', (from) => expect(canTransition(from, 'cancelled')).toBe(true))

  it.each(ORDER_STATUSES.filter((s) => s !== 'cancelled'))(
    'cancelled → %s is refused (and delivered cannot be cancelled)',
    (to) => {
      expect(canTransition('cancelled', to)).toBe(false)
      expect(canTransition('delivered', 'cancelled')).toBe(false)
    },
  )

  it('skips nothing important: reserved cannot jump to production', () => {
    expect(canTransition('reserved', 'in-production')).toBe(false)
    expect(canTransition('reserved', 'second-deposit-paid')).toBe(false)
    expect(canTransition('first-deposit-paid', 'in-production')).toBe(false)
    expect(canTransition('in-production', 'delivered')).toBe(false)
  })

  it.each([
    ['reserved', 'first', 'first-deposit-paid'],
    ['first-deposit-paid', 'first', null],
    ['first-deposit-paid', 'second', 'second-deposit-paid'],
    ['second-deposit-due', 'second', 'second-deposit-paid'],
    ['second-deposit-paid', 'second', null],
    ['in-production', 'first', null],
    ['cancelled', 'first', null],
  ] as const)('a %s order whose %s deposit is paid becomes %s', (from, kind, to) => {
    expect(statusAfterDepositPaid(from, kind)).toBe(to)
  })

  it.each([
    ['reserved', 'not-due', false],
    ['first-deposit-paid', 'not-due', true],
    ['second-deposit-due', 'due', true],
    ['second-deposit-due', 'failed', true],
    ['second-deposit-paid', 'paid', false],
    ['cancelled', 'due', false],
  ] as const)('second deposit payable when %s / %s: %s', (status, deposit, payable) => {
    expect(secondDepositPayable(status, deposit)).toBe(payable)
  })
})
