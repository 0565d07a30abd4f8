import configPromise from '@payload-config'
import { getPayload } from 'payload'

import { env } from '@/config/env'
import { sendMail } from '@/mail/send'
import type { Customer } from '@/payload-types'
import { portalPaths } from '@/kit/paths'

import { loadCommerceTerms } from '../catalog/queries'
import { formatUSD, formatUSDCents } from '../pricing/money'
import { orderLines } from './summary'

/** The e-mail a customer gets once a deposit is paid: what they ordered, what they paid, what comes next. */
export async function sendDepositReceipt({ orderId, kind }: { orderId: number; kind: 'first' | 'second' }) {
  const payload = await getPayload({ config: configPromise })
  const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 1, overrideAccess: true })
  const customer = order.customer as Customer
  const terms = await loadCommerceTerms()
  const deposit = kind === 'first' ? order.firstDeposit : order.secondDeposit
  const lines = orderLines(order).map((l) => `  ${l.removed ? '(removed) ' : ''}${l.label}: ${l.amount}`)
  const next =
    kind === 'first'
      ? terms.nextSteps
      : ['Your build slot is secured. We will contact you to schedule production and delivery.']
  const subject =
    kind === 'first'
      ? `Your Pebble reservation ${order.number} is confirmed`
      : `Second deposit received for ${order.number}`
  const text = [
    `Hi ${customer.name.split(' ')[0]},`,
    '',
    kind === 'first'
      ? `Thank you for reserving a Pebble. We received your ${formatUSDCents(deposit?.amount ?? 0)} first deposit (non-refundable).`
      : `We received your ${formatUSDCents(deposit?.amount ?? 0)} second deposit.`,
    '',
    `Order ${order.number}`,
    ...lines,
    `  Total price: ${formatUSD(order.pricing?.total ?? 0)}`,
    `  Destination and documentation fee: ${formatUSD(order.pricing?.destinationFee ?? 0)}`,
    '',
    ...(next.length ? ['What happens next:', ...next.map((step, i) => `  ${i + 1}. ${step}`), ''] : []),
    `See your order any time: ${env.serverUrl}${portalPaths.orderHistory}`,
    '',
    '— The Pebble team',
  ].join('\n')
  await sendMail({ to: customer.email, subject, text })
}
