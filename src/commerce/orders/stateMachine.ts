import type { DepositStatus, OrderStatus } from './statuses'

/**
 * THE order state machine, enforced by the Orders collection's beforeChange hook on every write
 * (changeOrder in orders/data.ts is the one path an order changes by). Orders only move forward; `cancelled` ends any order not yet
 * delivered. A customer may pay the second deposit before staff mark it due, so
 * first-deposit-paid → second-deposit-paid is a forward move too.
 */
export const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  reserved: ['first-deposit-paid', 'cancelled'],
  'first-deposit-paid': ['second-deposit-due', 'second-deposit-paid', 'cancelled'],
  'second-deposit-due': ['second-deposit-paid', 'cancelled'],
  'second-deposit-paid': ['in-production', 'cancelled'],
  'in-production': ['ready', 'cancelled'],
  ready: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
}

export const canTransition = (from: OrderStatus, to: OrderStatus) => from === to || TRANSITIONS[from].includes(to)

/**
 * The stages staff move an order into by hand, once the money is in: production starts, the
 * trailer is ready for its handover, it is handed over. Every other move is made by a payment, a
 * cancellation or the second deposit's call.
 */
export const STAFF_STAGE_AFTER: Partial<Record<OrderStatus, OrderStatus>> = {
  'second-deposit-paid': 'in-production',
  'in-production': 'ready',
  ready: 'delivered',
}

/** An order's history with `to` recorded as reached now: each status an order reaches is kept, with when. */
export const withStatusReached = <Entry>(history: Entry[], to: OrderStatus) => [
  ...history,
  { status: to, at: new Date().toISOString() },
]

/** The status an order reaches when one of its deposits is paid, or null when that changes nothing (already past it). */
export function statusAfterDepositPaid(current: OrderStatus, kind: 'first' | 'second'): OrderStatus | null {
  const target: OrderStatus = kind === 'first' ? 'first-deposit-paid' : 'second-deposit-paid'
  return current !== target && canTransition(current, target) ? target : null
}

/** Whether the second deposit can be paid now: after the first, before it is paid, and not once the order ended. */
export function secondDepositPayable(status: OrderStatus, secondDeposit: DepositStatus | null | undefined): boolean {
  return (status === 'first-deposit-paid' || status === 'second-deposit-due') && secondDeposit !== 'paid'
}
