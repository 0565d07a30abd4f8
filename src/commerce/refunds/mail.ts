/**
 * The mail of the deposit lifecycle: a cancellation's confirmation to the customer, and a dispute
 * alert to the support address, both through the Outbox. The alert is queued in the transaction
 * that records the dispute, so it exists exactly when the dispute does.
 */

import { env } from '@/config/env'
import { portalPaths } from '@/kit/paths'
import type { PayloadRequest } from 'payload'

import { sendMail } from '@/mail/send'
import type { Customer, Order } from '@/payload-types'

import { formatUSDCents } from '../pricing/money'
import type { DisputeReport } from '../payments/provider-types'
import { dayOf, disputeReasonWords, moment } from './words'
import { actionsOf, customerOfOrder, orderWithCustomer, paymentWithOrder, supportAddress } from './data'
import { disputeLink } from './dispute-link'

export type RefundLine = { label: string; amount: number; status: 'succeeded' | 'pending' | 'failed' }

/** The customer's confirmation of a cancelled order: what is refunded, and what is kept under the policy. Queued in `req`'s transaction. */
export async function sendCancellationConfirmation(req: PayloadRequest, orderId: number, refunds: RefundLine[]) {
  const order = await orderWithCustomer(req, orderId)
  const customer = order.customer as Customer
  const refundText = refunds.length
    ? [
        'Refunds:',
        ...refunds.map(
          (r) =>
            `  ${r.label}: ${formatUSDCents(r.amount)} — ${
              r.status === 'succeeded'
                ? 'refunded to your card (it can take 5–10 business days to appear)'
                : r.status === 'pending'
                  ? 'on its way to your card'
                  : 'the refund failed; our team will contact you'
            }`,
        ),
      ]
    : ['Under the refund policy of your order, nothing is refunded.']
  await sendMail(
    req.payload,
    {
      to: customer.email,
      subject: `Your Pebble order ${order.number} is cancelled`,
      text: [
        `Hi ${customer.name.split(' ')[0]},`,
        '',
        `Your order ${order.number} is cancelled, as you asked.`,
        '',
        ...refundText,
        '',
        `See your orders any time: ${env.serverUrl}${portalPaths.orderHistory}`,
        '',
        '— The Pebble team',
      ].join('\n'),
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
      text: [
        `Hi ${customer.name.split(' ')[0]},`,
        '',
        `A payment of ${formatUSDCents(payment.amount)} for your order ${order.number} reached us after the order was cancelled.`,
        'We are refunding it in full to the card you paid with (it can take 5–10 business days to appear). You need do nothing.',
        '',
        `See your orders any time: ${env.serverUrl}${portalPaths.orderHistory}`,
        '',
        '— The Pebble team',
      ].join('\n'),
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
