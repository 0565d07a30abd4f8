import { type PayloadRequest } from 'payload'

import { env } from '@/config/env'
import { sendMail } from '@/mail/send'
import type { Customer } from '@/payload-types'
import { portalPaths } from '@/kit/paths'

import { loadCommerceTerms } from '../catalog/data'
import { formatUSD, formatUSDCents } from '../pricing/money'
import { priceWithFee } from '../pricing/total'
import { depositRefundPhrase, readRefundPolicy } from '../refunds/policy'
import { orderWithCustomer } from './data'
import { orderLines } from './summary'

/**
 * The e-mail a customer gets once a deposit is paid: what they ordered, what they paid, what comes
 * next. Pass the `req` of the transaction that recorded the payment: the receipt is queued in the
 * Outbox with it, so it exists exactly when the payment does. Answers the address it went to.
 */
export async function sendDepositReceipt(
  req: PayloadRequest,
  { orderId, kind }: { orderId: number; kind: 'first' | 'second' },
): Promise<{ to: string }> {
  const order = await orderWithCustomer(req.payload, orderId, req)
  const customer = order.customer as Customer
  const terms = await loadCommerceTerms(req.payload)
  const deposit = kind === 'first' ? order.firstDeposit : order.secondDeposit
  const next =
    kind === 'first'
      ? terms.nextSteps
      : ['Your build slot is secured. We will contact you to schedule production and delivery.']
  const subject =
    kind === 'first'
      ? `Your Pebble reservation ${order.number} is confirmed`
      : `Second deposit received for ${order.number}`
  await sendMail(
    req.payload,
    {
      to: customer.email,
      subject,
      content: {
        heading: `Hi ${customer.name.split(' ')[0]},`,
        paragraphs: [
          kind === 'first'
            ? `Thank you for reserving a Pebble. We received your ${formatUSDCents(deposit?.amount ?? 0)} first deposit (${depositRefundPhrase(readRefundPolicy(order.refundPolicy), 'first')}).`
            : `We received your ${formatUSDCents(deposit?.amount ?? 0)} second deposit.`,
          `Order ${order.number}`,
        ],
        rows: [
          ...orderLines(order).map((l) => ({ label: `${l.removed ? '(removed) ' : ''}${l.label}`, value: l.amount })),
          { label: 'Destination and documentation fee', value: formatUSD(order.pricing?.destinationFee ?? 0) },
          {
            label: 'Total price',
            value: formatUSD(
              priceWithFee({ total: order.pricing?.total ?? 0, destinationFee: order.pricing?.destinationFee ?? 0 }),
            ),
            strong: true,
          },
        ],
        action: { label: 'See your order', href: `${env.serverUrl}${portalPaths.orderHistory}` },
        after: next.length ? ['What happens next:', ...next.map((step, i) => `${i + 1}. ${step}`)] : [],
      },
    },
    req,
  )
  return { to: customer.email }
}
