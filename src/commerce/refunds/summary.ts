import type { Payload, TypedUser } from 'payload'

export type MoneySummary = {
  received: number
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
  const [payments, actions] = await Promise.all([
    payload.find({
      collection: 'payments',
      where: { status: { equals: 'succeeded' } },
      pagination: false,
      depth: 0,
      select: { amount: true },
      overrideAccess: false,
      user,
    }),
    payload.find({
      collection: 'money-actions',
      where: { status: { in: ['succeeded', 'pending', 'open'] } },
      pagination: false,
      depth: 0,
      select: { kind: true, status: true, amount: true },
      overrideAccess: false,
      user,
    }),
  ])
  const received = payments.docs.reduce((sum, p) => sum + p.amount, 0)
  const refunds = actions.docs.filter((a) => a.kind === 'refund')
  const refunded = refunds.filter((a) => a.status === 'succeeded').reduce((sum, a) => sum + a.amount, 0)
  const open = actions.docs.filter((a) => a.kind === 'dispute' && a.status === 'open')
  return {
    received,
    refunded,
    net: received - refunded,
    disputed: { count: open.length, cents: open.reduce((sum, a) => sum + a.amount, 0) },
    pendingRefunds: refunds.filter((a) => a.status === 'pending').length,
  }
}
