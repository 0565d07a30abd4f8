import { type Payload } from 'payload'

import { env } from '@/config/env'
import { inSpan } from '@/observability/spans'
import type { Customer, Order, Payment } from '@/payload-types'

import { saveCheckout } from './data'
import { getPaymentProvider } from './provider'
import type { PaymentKind } from './Payments'

/** Our idempotency key for a deposit: one payment per order and kind, at our database and at the provider. */
export const depositKey = (orderId: number, kind: PaymentKind) => `deposit:${orderId}:${kind}`

const absolute = (path: string) => new URL(path, env.serverUrl).toString()

/**
 * Makes sure the payment has a checkout at the provider and returns where to send the customer.
 * Asking again (double click, reload) reuses the same checkout; the provider is asked with the
 * payment's idempotency key, so a retry after a lost answer still creates one session.
 */
export async function ensureCheckout(
  payload: Payload,
  payment: Payment,
  order: Order,
  customer: Customer,
): Promise<string> {
  if (payment.checkoutUrl && payment.status !== 'succeeded') return payment.checkoutUrl
  if (payment.status === 'succeeded') return payment.returnPath ?? '/'
  const provider = await getPaymentProvider()
  const returnPath = payment.returnPath ?? '/'
  const checkout = await inSpan(
    'payment.provider.checkout',
    () =>
      provider.createCheckout({
        paymentId: payment.id,
        orderId: order.id,
        orderNumber: order.number,
        kind: payment.kind,
        amount: payment.amount,
        description:
          payment.kind === 'first'
            ? `Pebble reservation ${order.number} — first deposit (non-refundable)`
            : `Pebble order ${order.number} — second deposit`,
        customerEmail: customer.email,
        idempotencyKey: payment.idempotencyKey,
        successUrl: absolute(returnPath),
        cancelUrl: absolute(payment.kind === 'first' ? '/build?step=payment' : returnPath),
      }),
    { 'payment.provider': provider.id },
  )
  await saveCheckout(payload, payment.id, checkout)
  return checkout.url
}
