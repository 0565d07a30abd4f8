import type { Payload, TypedUser } from 'payload'

import { isOverdue } from '../../second-deposit/due-date'
import { ordersForSummary } from '../data'
import { ORDER_STATUSES, type OrderStatus } from '../statuses'

export type DepositTotals = { count: number; cents: number }
export type OrdersSummary = {
  total: number
  byStatus: Record<OrderStatus, number>
  received: { first: DepositTotals; second: DepositTotals }
  due: { first: DepositTotals; second: DepositTotals }
  /** Reservations whose first deposit was never paid: checkouts left, not money owed. */
  checkoutsNotFinished: DepositTotals
  failed: number
  /** The called second deposits (a due date set): still within it, past it, and paid. */
  call: { due: DepositTotals; overdue: DepositTotals; paid: DepositTotals }
}

const add = (totals: DepositTotals, cents: number | null | undefined) => {
  totals.count += 1
  totals.cents += cents ?? 0
}

/** Counts and deposit totals for the dashboard, read with the staff member's own access. */
export async function summarizeOrders(payload: Payload, user: TypedUser, now = new Date()): Promise<OrdersSummary> {
  const docs = await ordersForSummary(payload, user)
  const summary: OrdersSummary = {
    total: docs.length,
    byStatus: Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>,
    received: { first: { count: 0, cents: 0 }, second: { count: 0, cents: 0 } },
    due: { first: { count: 0, cents: 0 }, second: { count: 0, cents: 0 } },
    checkoutsNotFinished: { count: 0, cents: 0 },
    failed: 0,
    call: { due: { count: 0, cents: 0 }, overdue: { count: 0, cents: 0 }, paid: { count: 0, cents: 0 } },
  }
  for (const order of docs) {
    summary.byStatus[order.status] += 1
    for (const which of ['first', 'second'] as const) {
      const deposit = order[`${which}Deposit`]
      if (deposit?.status === 'paid') add(summary.received[which], deposit.amount)
      // A reservation whose first deposit is unpaid is a checkout left, not money owed; a cancelled order owes nothing.
      else if (deposit?.status === 'due' && which === 'first' && order.status === 'reserved')
        add(summary.checkoutsNotFinished, deposit.amount)
      else if (deposit?.status === 'due' && order.status !== 'cancelled') add(summary.due[which], deposit.amount)
      else if (deposit?.status === 'failed') summary.failed += 1
    }
    const second = order.secondDeposit
    if (second?.calledAt && second.dueDate) {
      if (second.status === 'paid') add(summary.call.paid, second.amount)
      else if (order.status === 'second-deposit-due')
        add(isOverdue(second.dueDate, now) ? summary.call.overdue : summary.call.due, second.amount)
    }
  }
  return summary
}
