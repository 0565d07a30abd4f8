/**
 * The mail of the deposit lifecycle: to the customer, a cancellation's confirmation, a refund's
 * notice and the notice of a late payment's refund, on the branded template; to the support
 * address, a dispute alert. All through the Outbox, each queued in the transaction that records
 * its event, so it exists exactly when the event does.
 */

import { env } from '@/config/env'
import { portalPaths } from '@/kit/paths'
import type { PayloadRequest } from 'payload'

import { formatLongDate } from '@/content/dates'
import { relationId } from '@/db/relation-id'
import { sendMail } from '@/mail/send'
import type { Customer, MoneyAction, Order } from '@/payload-types'

import { cancelledAt } from '../orders/cancellation-fields'
import { formatUSDCents } from '../pricing/money'
import type { DisputeReport } from '../payments/provider-types'
import { dayOf, disputeReasonWords, moment } from './words'
import { actionsOf, customerOfOrder, orderWithCustomer, paymentWithOrder, supportAddress } from './data'
import { disputeLink } from './dispute-link'
import { DEPOSIT_LABEL, type LedgerRefund, loadOrderLedger, type OrderLedger } from './ledger'

const firstName = (customer: Customer) => customer.name.split(' ')[0]
const orderLink = (order: Order) => ({
  label: 'See your order',
  href: `${env.serverUrl}${portalPaths.order(order.number)}`,
})
const ARRIVAL = 'Refunds to a card can take 5–10 business days to appear on your statement.'

const REFUND_STATE: Record<LedgerRefund['status'], string> = {
  succeeded: 'refunded to your card',
  pending: 'on its way to your card',
  failed: 'the refund failed; our team will contact you',
}

/** One refund as a summary row: "Second deposit: $2,500.00 — refunded to your card on November 28, 2026". */
function refundRow(refund: LedgerRefund) {
  const state = refund.via === 'bank' ? 'returned to you by your bank' : REFUND_STATE[refund.status]
  const when = refund.status === 'succeeded' ? ` on ${formatLongDate(refund.at)}` : ''
  return { label: DEPOSIT_LABEL[refund.kind], value: `${formatUSDCents(refund.amount)} — ${state}${when}` }
}

/** The totals that close a money mail: paid = refunded + kept. */
function totalRows(ledger: OrderLedger, keptLabel: string) {
  return [
    { label: 'Paid in total', value: formatUSDCents(ledger.paid) },
    { label: 'Refunded in total', value: formatUSDCents(ledger.refunded) },
    { label: keptLabel, value: formatUSDCents(ledger.kept), strong: true },
  ]
}

/** Who cancelled, in the customer's words, and why when it was not them. */
function cancelledSentence(order: Order): string {
  const on = formatLongDate(cancelledAt(order) ?? new Date())
  const reason = order.cancellation?.reason?.trim()
  if (order.cancellation?.by === 'customer') return `You cancelled your order ${order.number} on ${on}.`
  return `We cancelled your order ${order.number} on ${on}.${reason ? ` The reason: ${reason}` : ''}`
}

/**
 * The customer's confirmation of a cancelled order, on the branded template: who cancelled and
 * why, every refund of the order (those made before the cancellation too) with how it stands,
 * and the totals: paid, refunded, kept. Queued in `req`'s transaction.
 */
export async function sendCancellationConfirmation(req: PayloadRequest, orderId: number) {
  const order = await orderWithCustomer(req, orderId)
  const customer = order.customer as Customer
  const ledger = await loadOrderLedger(req.payload, orderId, req)
  const refundText =
    ledger.paid === 0
      ? 'No deposit was paid for this order, so there is nothing to refund.'
      : ledger.refunds.length
        ? 'What happens to what you paid:'
        : `Under the refund policy of your order, nothing is refunded: we keep ${formatUSDCents(ledger.kept)}.`
  await sendMail(
    req.payload,
    {
      to: customer.email,
      subject: `Your Pebble order ${order.number} is cancelled`,
      content: {
        heading: `Hi ${firstName(customer)},`,
        paragraphs: [cancelledSentence(order), refundText],
        rows:
          ledger.paid === 0
            ? undefined
            : [...ledger.refunds.map(refundRow), ...totalRows(ledger, 'Kept under your order’s refund policy')],
        action: orderLink(order),
        after: [
          ...(ledger.refunds.some((r) => r.status !== 'failed') ? [ARRIVAL] : []),
          'Questions? Reply to this e-mail or write to us from your portal.',
        ],
      },
    },
    req,
  )
}

/**
 * Tells the customer that a refund of one of their deposits went through (a staff refund, or one
 * made at the provider), with the deposit's totals after it. Queued in `req`'s transaction.
 */
export async function sendRefundNotice(req: PayloadRequest, action: MoneyAction) {
  const orderId = relationId(action.order)
  const order = await orderWithCustomer(req, orderId)
  const customer = order.customer as Customer
  const ledger = await loadOrderLedger(req.payload, orderId, req)
  const refund = ledger.refunds.find((r) => r.id === action.id)
  const deposit = ledger.deposits.find((d) => d.kind === refund?.kind)
  if (!refund || !deposit) return
  const label = DEPOSIT_LABEL[refund.kind]
  const reason = action.actor === 'staff' ? action.reason.trim() : ''
  await sendMail(
    req.payload,
    {
      to: customer.email,
      subject: `We refunded ${formatUSDCents(refund.amount)} for your Pebble order ${order.number}`,
      content: {
        heading: `Hi ${firstName(customer)},`,
        paragraphs: [
          `We refunded ${formatUSDCents(refund.amount)} of your ${label.toLowerCase()} for order ${order.number} to the card you paid with, on ${formatLongDate(refund.at)}.`,
          ...(reason ? [`The reason: ${reason}`] : []),
        ],
        rows: [
          { label: 'This refund', value: formatUSDCents(refund.amount), strong: true },
          { label: `${label} paid`, value: formatUSDCents(deposit.paid) },
          { label: `${label} refunded in total`, value: formatUSDCents(deposit.refunded) },
          { label: `${label} we still hold`, value: formatUSDCents(deposit.kept) },
        ],
        action: orderLink(order),
        after: [ARRIVAL, 'Questions? Reply to this e-mail or write to us from your portal.'],
      },
    },
    req,
  )
}

/** Tells the customer that a payment made after their order was cancelled is refunded. Queued in `req`'s transaction. */
export async function sendAutoRefundNotice(req: PayloadRequest, paymentId: number) {
  const payment = await paymentWithOrder(req, paymentId)
  const order = payment.order as Order
  const customer = await customerOfOrder(req, order)
  await sendMail(
    req.payload,
    {
      to: customer.email,
      subject: `Your payment for cancelled order ${order.number} is refunded`,
      content: {
        heading: `Hi ${firstName(customer)},`,
        paragraphs: [
          `A payment of ${formatUSDCents(payment.amount)} for your order ${order.number} reached us after the order was cancelled.`,
          'We are refunding it in full to the card you paid with. You need do nothing.',
        ],
        rows: [{ label: 'Refunded', value: formatUSDCents(payment.amount), strong: true }],
        action: orderLink(order),
        after: [ARRIVAL],
      },
    },
    req,
  )
}

/**
 * Tells the support address that a payment was disputed (or that a dispute closed): the amount, the
 * bank's reason, the date to answer by and where to answer. Queued in `req`'s transaction.
 */
export async function sendDisputeAlert(
  req: PayloadRequest,
  paymentId: number,
  state: 'opened' | 'closed',
  outcome: string,
  dispute: DisputeReport,
) {
  const to = await supportAddress(req)
  const payment = await paymentWithOrder(req, paymentId)
  const order = payment.order as { id: number; number: string }
  const line = `${order.number}: the ${payment.kind} deposit (${formatUSDCents(payment.amount)}) — ${outcome}.`
  if (!to) {
    console.warn(`[payments] dispute ${state} on ${line} No support address in settings to tell.`)
    return
  }
  const record = (await actionsOf(req, paymentId)).find((a) => a.providerReference === dispute.reference)
  const link = record
    ? disputeLink(payment.provider, record, Boolean(env.stripeSecretKey?.startsWith('sk_test_')))
    : null
  const respondBy = dispute.respondBy ? moment(dispute.respondBy) : null
  await sendMail(
    req.payload,
    {
      to,
      subject:
        state === 'opened'
          ? `Dispute opened on order ${order.number}${respondBy ? `: respond by ${dayOf(dispute.respondBy!)}` : ''}`
          : `Dispute closed on order ${order.number}`,
      text: [
        state === 'opened'
          ? `A cardholder disputed ${formatUSDCents(dispute.amount)} of a deposit. ${
              respondBy
                ? `Answer it at the payment provider by ${respondBy}, or the bank decides for the cardholder.`
                : 'Answer it at the payment provider before its deadline (the provider gave no date).'
            }`
          : `A dispute on a deposit was closed: ${dispute.status === 'won' ? 'won, the money stays with us' : 'lost, the bank gave the money back'}.`,
        '',
        line,
        `Reason: ${disputeReasonWords(dispute.reason)}.`,
        ...(link ? [`Where to answer: ${link.href.startsWith('/') ? env.serverUrl : ''}${link.href}`] : []),
        '',
        `The order in the admin: ${env.serverUrl}/admin/collections/orders/${order.id}`,
      ].join('\n'),
    },
    req,
  )
}
