import type { Payload, TypedUser } from 'payload'

import { moneyForSummary } from './data'

export type MoneySummary = {
  received: number
  /** What succeeded payments took, by deposit: the two add up to `received`. */
  receivedBy: { first: { count: number; cents: number }; second: { count: number; cents: number } }
  refunded: number
  net: number
  disputed: { count: number; cents: number }
  pendingRefunds: number
}

/**
 * The money totals of the orders panel, from the records themselves: received is what succeeded
 * payments took, refunded what settled refunds gave back (ours and those made at the provider),
 * disputed what open disputes hold. Read with the staff member's own access.
 */
export async function summarizeMoney(payload: Payload, user: TypedUser): Promise<MoneySummary> {
  const { payments, actions } = await moneyForSummary(payload, user)
  const received = payments.reduce((sum, p) => sum + p.amount, 0)
  const receivedBy = { first: { count: 0, cents: 0 }, second: { count: 0, cents: 0 } }
  for (const p of payments) {
    receivedBy[p.kind].count += 1
    receivedBy[p.kind].cents += p.amount
  }
  const refunds = actions.filter((a) => a.kind === 'refund')
  const refunded = refunds.filter((a) => a.status === 'succeeded').reduce((sum, a) => sum + a.amount, 0)
  const open = actions.filter((a) => a.kind === 'dispute' && a.status === 'open')
  return {
    received,
    receivedBy,
    refunded,
    net: received - refunded,
    disputed: { count: open.length, cents: open.reduce((sum, a) => sum + a.amount, 0) },
    pendingRefunds: refunds.filter((a) => a.status === 'pending').length,
  }
}
