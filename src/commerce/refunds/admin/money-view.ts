import type { StaffRole } from '@/access'
import type { MoneyAction, Order, Payment } from '@/payload-types'

import { canTransition, STAFF_STAGE_AFTER } from '../../orders/stateMachine'
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../orders/statuses'
import { formatUSDCents } from '../../pricing/money'
import { disputeLink } from '../dispute-link'
import { dayOf, disputeReasonWords, moment } from '../words'
import { cancellationPlan, planTotal } from '../plan'
import { depositRefundable, type RefundPolicy } from '../policy'
import { openDisputeOf, refundableLeft } from '../record'

/**
 * What staff see and may do on an order's money, worked out once on the server from the order, its
 * payments and its money actions: the order's state in words, each payment with what may still be
 * refunded, its disputes, a timeline of every money action and status change, and which actions
 * apply for this staff member (with the reason when one does not). The admin's order page shows
 * exactly this; the refund and cancel endpoints check the same rules again.
 */
export type MoneyView = {
  number: string
  status: OrderStatus
  statusLabel: string
  headline: string
  tone: 'success' | 'info' | 'warning' | 'error'
  paid: number
  refunded: number
  payments: PaymentLine[]
  disputes: DisputeLine[]
  timeline: TimelineEntry[]
  refund: { allowed: boolean; why: string | null; mailsCustomer: boolean }
  cancel: {
    allowed: boolean
    why: string | null
    refundTotal: number
    refunds: { paymentId: number; label: string; amount: number; card: string | null }[]
    mailsCustomer: boolean
    withoutRefund: { allowed: boolean; why: string | null }
  }
  /** The stage staff may move the order into next (admins), or null with why not. */
  stage: { next: OrderStatus | null; nextLabel: string | null; why: string | null }
}

export type PaymentLine = {
  id: number
  kind: 'first' | 'second'
  label: string
  amount: number
  status: string
  paidAt: string | null
  provider: string
  /** •4242, or null when the provider did not say. */
  card: string | null
  /** Settled refunds. */
  refunded: number
  /** Refunds asked of the provider and not yet settled. */
  inFlight: number
  /** The most that may still be refunded (0 while a dispute is open). */
  refundableLeft: number
  /** Whether the order's refund policy allows refunding this deposit now (else an admin overrides, with a reason). */
  policyAllows: boolean
  disputed: boolean
}

export type DisputeLine = {
  id: number
  paymentId: number
  paymentLabel: string
  amount: number
  status: 'open' | 'won' | 'lost'
  reason: string
  respondBy: string | null
  openedAt: string
  settledAt: string | null
  link: { href: string; label: string }
}

export type TimelineEntry = { at: string; title: string; detail: string | null; tone: 'default' | 'success' | 'error' }

export type MoneyViewInput = {
  order: Pick<Order, 'number' | 'status' | 'history' | 'createdAt'>
  payments: Payment[]
  actions: MoneyAction[]
  policy: RefundPolicy
  role: StaffRole | null
  stripeTestMode: boolean
}

const idOf = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)
const paymentLabel = (kind: 'first' | 'second') => (kind === 'first' ? 'first deposit' : 'second deposit')
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
const card = (payment: Payment) => (payment.cardLast4 ? `•${payment.cardLast4}` : null)
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

function paymentLines(input: MoneyViewInput): PaymentLine[] {
  const status = input.order.status as OrderStatus
  return input.payments
    .filter((p) => p.status === 'succeeded')
    .sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'first' ? -1 : 1))
    .map((p) => {
      const actions = input.actions.filter((a) => idOf(a.payment) === p.id)
      const refunds = actions.filter((a) => a.kind === 'refund')
      const disputed = Boolean(openDisputeOf(actions))
      return {
        id: p.id,
        kind: p.kind,
        label: capital(paymentLabel(p.kind)),
        amount: p.amount,
        status: p.status,
        paidAt: p.paidAt ?? null,
        provider: p.provider,
        card: card(p),
        refunded: sum(refunds.filter((a) => a.status === 'succeeded').map((a) => a.amount)),
        inFlight: sum(refunds.filter((a) => a.status === 'pending').map((a) => a.amount)),
        refundableLeft: disputed ? 0 : refundableLeft(p, actions),
        policyAllows: depositRefundable(input.policy, p.kind, status),
        disputed,
      }
    })
}

function disputeLines(input: MoneyViewInput): DisputeLine[] {
  return input.actions
    .filter((a) => a.kind === 'dispute')
    .map((a) => {
      const payment = input.payments.find((p) => p.id === idOf(a.payment))
      return {
        id: a.id,
        paymentId: idOf(a.payment),
        paymentLabel: payment ? paymentLabel(payment.kind) : 'payment',
        amount: a.amount,
        status: a.status as DisputeLine['status'],
        reason: disputeReasonWords(a.disputeReason),
        respondBy: a.respondBy ?? null,
        openedAt: a.createdAt,
        settledAt: a.settledAt ?? null,
        link: disputeLink(payment?.provider ?? 'test', a, input.stripeTestMode),
      }
    })
}

function timelineOf(input: MoneyViewInput, payments: PaymentLine[]): TimelineEntry[] {
  const entries: TimelineEntry[] = []
  for (const step of input.order.history ?? [])
    entries.push({
      at: step.at,
      title: `Status: ${ORDER_STATUS_LABELS[step.status as OrderStatus]}`,
      detail: null,
      tone: step.status === 'cancelled' ? 'error' : 'default',
    })
  for (const p of payments)
    if (p.paidAt)
      entries.push({
        at: p.paidAt,
        title: `${p.label} paid: ${formatUSDCents(p.amount)}${p.card ? ` (${p.card})` : ''}`,
        detail: null,
        tone: 'success',
      })
  for (const a of input.actions) {
    const payment = payments.find((p) => p.id === idOf(a.payment))
    const of = payment ? ` of the ${paymentLabel(payment.kind)}${payment.card ? ` to ${payment.card}` : ''}` : ''
    const who =
      a.actor === 'provider'
        ? 'reported by the payment provider'
        : a.actor === 'system'
          ? 'made by the site'
          : `asked by ${a.actorEmail || a.actor}${a.actor === 'customer' ? ' (the customer)' : ''}`
    if (a.kind === 'refund') {
      entries.push({
        at: a.createdAt,
        title: `Refund ${formatUSDCents(a.amount)}${of}${a.forCancellation ? ', with the cancellation' : ''}`,
        detail: `${capital(who)}${a.policyOverride ? ', overriding the refund policy' : ''}: ${a.reason}`,
        tone: 'default',
      })
      if (a.status !== 'pending')
        entries.push({
          at: a.settledAt ?? a.updatedAt,
          title: `Refund ${formatUSDCents(a.amount)}${of} ${a.status === 'succeeded' ? 'refunded' : 'failed'}`,
          detail: a.failureMessage ?? null,
          tone: a.status === 'succeeded' ? 'success' : 'error',
        })
    } else {
      entries.push({
        at: a.createdAt,
        title: `Dispute opened: ${formatUSDCents(a.amount)}${of}`,
        detail: `${capital(disputeReasonWords(a.disputeReason))}${a.respondBy ? `; respond by ${moment(a.respondBy)}` : ''}.`,
        tone: 'error',
      })
      if (a.status !== 'open')
        entries.push({
          at: a.settledAt ?? a.updatedAt,
          title: `Dispute ${a.status === 'won' ? 'won: the money stays with us' : 'lost: the bank gave the money back'}`,
          detail: null,
          tone: a.status === 'won' ? 'success' : 'error',
        })
    }
  }
  // Newest first; at the same moment, the order the events happened in reversed.
  return entries
    .map((entry, i) => ({ entry, i }))
    .sort((a, b) => b.entry.at.localeCompare(a.entry.at) || b.i - a.i)
    .map(({ entry }) => entry)
}

function headlineOf(
  input: MoneyViewInput,
  paid: number,
  refunded: number,
  disputes: DisputeLine[],
): { headline: string; tone: MoneyView['tone'] } {
  const status = input.order.status as OrderStatus
  const parts: string[] = []
  const cancelledAt = [...(input.order.history ?? [])].reverse().find((s) => s.status === 'cancelled')?.at
  if (status === 'cancelled') parts.push(`Cancelled${cancelledAt ? ` on ${dayOf(cancelledAt)}` : ''}`)
  else parts.push(ORDER_STATUS_LABELS[status])
  if (paid > 0 && refunded >= paid) parts.push(`refunded in full (${formatUSDCents(refunded)})`)
  else if (refunded > 0) parts.push(`refunded ${formatUSDCents(refunded)} of ${formatUSDCents(paid)}`)
  else if (status === 'cancelled' && paid > 0) parts.push(`nothing refunded, ${formatUSDCents(paid)} kept`)
  else if (paid > 0) parts.push(`${formatUSDCents(paid)} paid`)
  const open = disputes.filter((d) => d.status === 'open')
  if (open.length)
    parts.unshift(
      `Disputed: ${formatUSDCents(sum(open.map((d) => d.amount)))}${open[0]?.respondBy ? `, respond by ${dayOf(open[0].respondBy)}` : ''}`,
    )
  const tone = open.length ? 'error' : status === 'cancelled' ? 'warning' : refunded > 0 ? 'info' : 'success'
  return { headline: parts.join(' · '), tone }
}

/** THE staff view of an order's money (see MoneyView). */
export function moneyView(input: MoneyViewInput): MoneyView {
  const status = input.order.status as OrderStatus
  const payments = paymentLines(input)
  const disputes = disputeLines(input)
  const paid = sum(payments.map((p) => p.amount))
  const refunded = sum(payments.map((p) => p.refunded))
  const { headline, tone } = headlineOf(input, paid, refunded, disputes)
  const cancelled = status === 'cancelled'
  const staff = input.role === 'admin' || input.role === 'support'

  const refundWhy =
    input.role !== 'admin'
      ? 'Refunds are an admin’s decision: ask an admin. Support can cancel an order with the refund its policy gives.'
      : cancelled
        ? 'The order is cancelled: its cancellation made the refunds its policy gives.'
        : payments.length === 0
          ? 'Nothing has been paid on this order yet.'
          : payments.every((p) => p.refundableLeft === 0 && !p.disputed)
            ? 'Everything paid on this order has been refunded.'
            : payments.every((p) => p.refundableLeft === 0)
              ? 'The payment is disputed: it cannot be refunded until the bank decides (a refund now could pay the cardholder twice).'
              : null

  const plan = cancellationPlan(input.order, input.policy, input.payments, input.actions)
  const cancelWhy = !staff
    ? 'Only admins and support can cancel orders.'
    : cancelled
      ? 'The order is already cancelled.'
      : !canTransition(status, 'cancelled')
        ? 'A delivered order cannot be cancelled.'
        : paid > 0 && refunded >= paid
          ? 'Everything paid on this order has been refunded: there is nothing left to cancel with it.'
          : null

  const nextStage = STAFF_STAGE_AFTER[status] ?? null
  const stageWhy = !nextStage
    ? null
    : input.role !== 'admin'
      ? `Moving an order to “${ORDER_STATUS_LABELS[nextStage]}” is an admin’s decision.`
      : disputes.some((d) => d.status === 'open')
        ? 'The order has an open dispute: it stays where it is until the bank decides.'
        : null

  return {
    number: input.order.number,
    status,
    statusLabel: ORDER_STATUS_LABELS[status],
    headline,
    tone,
    paid,
    refunded,
    payments,
    disputes,
    timeline: timelineOf(input, payments),
    // A refund mails the customer when it succeeds unless staff choose not to (`notifyCustomer`).
    refund: { allowed: refundWhy === null, why: refundWhy, mailsCustomer: true },
    cancel: {
      allowed: cancelWhy === null,
      why: cancelWhy,
      refundTotal: planTotal(plan),
      refunds: plan
        .filter((line) => line.refund > 0)
        .map((line) => {
          const payment = payments.find((p) => p.id === line.paymentId)
          return {
            paymentId: line.paymentId,
            label: paymentLabel(line.kind),
            amount: line.refund,
            card: payment?.card ?? null,
          }
        }),
      mailsCustomer: true,
      withoutRefund: {
        allowed: cancelWhy === null && input.role === 'admin',
        why:
          cancelWhy ??
          (input.role === 'admin' ? null : 'Cancelling without the refund the policy gives is an admin’s decision.'),
      },
    },
    stage: {
      next: stageWhy === null ? nextStage : null,
      nextLabel: nextStage ? ORDER_STATUS_LABELS[nextStage] : null,
      why: stageWhy,
    },
  }
}
