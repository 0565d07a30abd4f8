import { ORDER_STATUS_LABELS } from '@/commerce/orders/statuses'
import type { DepositKind, OrderLedger } from '@/commerce/refunds/ledger'
import { formatUSDCents } from '@/commerce/pricing/money'
import type { Tone } from '@/kit/screen/Screen'
import type { Order } from '@/payload-types'

import { formatDate } from '../format'

type Deposit = Order['firstDeposit']

/**
 * The order's state in a word for its badge. The status says how far the order got; a deposit
 * given back since is said instead of "Deposit paid" beside a deposit that reads "Refunded".
 */
export function orderStateLabel(order: Pick<Order, 'status' | 'firstDeposit' | 'secondDeposit'>): string {
  if (order.status === 'cancelled') return ORDER_STATUS_LABELS.cancelled
  if (order.secondDeposit.status === 'refunded') return 'Second deposit refunded'
  if (order.firstDeposit.status === 'refunded') return 'Deposit refunded'
  return ORDER_STATUS_LABELS[order.status]
}

export type DepositLine = { label: string; tone: Tone; detail: string | null }

/** What was refunded of a deposit and when ("$100.00", "on March 9, 2026"), or null. */
function refundOf(kind: DepositKind, ledger: OrderLedger | null) {
  const entry = ledger?.deposits.find((d) => d.kind === kind)
  if (!entry || entry.refunded === 0) return null
  return { amount: formatUSDCents(entry.refunded), on: entry.refundedAt ? ` on ${formatDate(entry.refundedAt)}` : '' }
}

/**
 * One deposit as the portal shows it: its state in a word and what goes with it (paid on, due
 * by, refunded: how much and when). A cancelled order's deposit that was never paid is "Not
 * asked" or "Not paid", never still due.
 */
export function depositView(
  order: Pick<Order, 'status'>,
  deposit: Deposit,
  kind: DepositKind,
  ledger: OrderLedger | null,
): DepositLine {
  const cancelled = order.status === 'cancelled'
  const refund = refundOf(kind, ledger)
  switch (deposit.status) {
    case 'refunded':
      return { label: 'Refunded', tone: 'muted', detail: refund ? `${refund.amount}${refund.on}` : null }
    case 'paid': {
      const paid = deposit.paidAt ? `on ${formatDate(deposit.paidAt)}` : null
      const part = refund ? `${refund.amount} refunded${refund.on}` : null
      return { label: 'Paid', tone: 'good', detail: [paid, part].filter(Boolean).join(' · ') || null }
    }
    case 'not-due':
      return cancelled
        ? { label: 'Not asked', tone: 'muted', detail: null }
        : { label: 'Not due yet', tone: 'muted', detail: null }
    case 'due':
    case 'failed':
      if (cancelled) return { label: 'Not paid', tone: 'muted', detail: null }
      return {
        label: deposit.status === 'failed' ? 'Payment failed' : 'Due',
        tone: 'attention',
        detail: deposit.dueDate ? `by ${formatDate(deposit.dueDate)}` : null,
      }
  }
}
