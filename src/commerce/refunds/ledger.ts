import type { MoneyAction, Payment } from '@/payload-types'
import type { Payload, PayloadRequest } from 'payload'

import { relationId } from '@/db/relation-id'

import { actionsOfOrder, actionsOfOrders, paymentsOfOrder, paymentsOfOrders } from './data'

export type DepositKind = 'first' | 'second'

/** One refund as the customer is told of it: which deposit, how much, how it stands, and when. */
export type LedgerRefund = {
  id: number
  kind: DepositKind
  amount: number
  /** `bank`: a dispute the bank decided for the cardholder gave the money back, not a refund of ours. */
  via: 'refund' | 'bank'
  status: 'succeeded' | 'pending' | 'failed'
  /** When it settled, or when it was asked for while it is pending. */
  at: string
}

export type DepositLedger = {
  kind: DepositKind
  /** What the deposit's payment took (0 when it was never paid). */
  paid: number
  /** Given back or on its way (settled and pending refunds, and disputes lost to the bank). */
  refunded: number
  /** What the company keeps of it: paid less refunded. */
  kept: number
  /** When the last refund counted in `refunded` settled or was asked for. */
  refundedAt: string | null
}

export type OrderLedger = {
  deposits: DepositLedger[]
  /** Every refund of the order, oldest first, failed ones included (they count in no total). */
  refunds: LedgerRefund[]
  paid: number
  refunded: number
  kept: number
}

const counted = (refund: LedgerRefund) => refund.status !== 'failed'

/**
 * THE money of an order as its customer reads it, from the records themselves (succeeded
 * payments and their money actions): per deposit what was paid, refunded and kept, and every
 * refund. paid = refunded + kept, for each deposit and for the order, so every screen and mail
 * built on it adds up.
 */
export function orderLedger(
  payments: Pick<Payment, 'id' | 'kind' | 'amount' | 'status'>[],
  actions: Pick<MoneyAction, 'id' | 'payment' | 'kind' | 'amount' | 'status' | 'createdAt' | 'settledAt'>[],
): OrderLedger {
  const paidPayments = payments.filter((p) => p.status === 'succeeded')
  const kindOf = new Map(paidPayments.map((p) => [p.id, p.kind]))
  const refunds: LedgerRefund[] = actions
    .filter((a) => kindOf.has(relationId(a.payment)))
    .filter((a) => a.kind === 'refund' || (a.kind === 'dispute' && a.status === 'lost'))
    .map((a): LedgerRefund => ({
      id: a.id,
      kind: kindOf.get(relationId(a.payment))!,
      amount: a.amount,
      via: a.kind === 'dispute' ? 'bank' : 'refund',
      status:
        a.kind === 'dispute' || a.status === 'succeeded' ? 'succeeded' : a.status === 'failed' ? 'failed' : 'pending',
      at: a.settledAt ?? a.createdAt,
    }))
    .sort((a, b) => a.at.localeCompare(b.at))
  const deposits = (['first', 'second'] as const).flatMap((kind): DepositLedger[] => {
    const paid = paidPayments.filter((p) => p.kind === kind).reduce((sum, p) => sum + p.amount, 0)
    if (!paid) return []
    const given = refunds.filter((r) => r.kind === kind && counted(r))
    const refunded = Math.min(
      given.reduce((sum, r) => sum + r.amount, 0),
      paid,
    )
    return [{ kind, paid, refunded, kept: paid - refunded, refundedAt: given.at(-1)?.at ?? null }]
  })
  const total = (key: 'paid' | 'refunded' | 'kept') => deposits.reduce((sum, d) => sum + d[key], 0)
  return { deposits, refunds, paid: total('paid'), refunded: total('refunded'), kept: total('kept') }
}

export const DEPOSIT_LABEL: Record<DepositKind, string> = { first: 'First deposit', second: 'Second deposit' }

/** The order's ledger read from its records; with `req`, in that transaction (one read after the other on its connection). */
export async function loadOrderLedger(payload: Payload, orderId: number, req?: PayloadRequest): Promise<OrderLedger> {
  const payments = await paymentsOfOrder(payload, orderId, req)
  const actions = await actionsOfOrder(payload, orderId, req)
  return orderLedger(payments, actions)
}

/** The ledgers of several orders (a customer's order list), in two reads. */
export async function loadOrderLedgers(payload: Payload, orderIds: number[]): Promise<Map<number, OrderLedger>> {
  const [payments, actions] = await Promise.all([
    paymentsOfOrders(payload, orderIds),
    actionsOfOrders(payload, orderIds),
  ])
  const of = <T extends { order: number | { id: number } }>(docs: T[], id: number) =>
    docs.filter((doc) => relationId(doc.order) === id)
  return new Map(orderIds.map((id) => [id, orderLedger(of(payments, id), of(actions, id))]))
}
