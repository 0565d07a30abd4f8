import configPromise from '@payload-config'
import { getPayload } from 'payload'

import type { SignedInCustomer } from '@/auth/session/current-customer'
import type { Customer, Order, Payment } from '@/payload-types'

import { ensureCheckout, depositKey } from '../payments/checkout'
import type { PlaceOrderResult } from './place-result'

/** The order a placement key already made (a double click, a retry, a request that won a race), if any. */
export async function findByPlacementKey(placementKey: string): Promise<Order | null> {
  const payload = await getPayload({ config: configPromise })
  const { docs } = await payload.find({
    collection: 'orders',
    where: { placementKey: { equals: placementKey } },
    limit: 1,
    depth: 1,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** A retry (same placement key) resumes the order it made, but only for the buyer who made it. */
export function resumeIfSameBuyer(
  order: Order,
  signedIn: SignedInCustomer | null,
  email: string,
): Promise<PlaceOrderResult> | PlaceOrderResult {
  const owner = order.customer as Customer
  const same = signedIn ? owner.id === signedIn.id : owner.email === email
  if (!same)
    return {
      ok: false,
      status: 409,
      code: 'conflict',
      error: 'This checkout was already used. Reload the page to start again.',
    }
  return resume(order, owner, false)
}

/**
 * The answer for a placed order: its first-deposit payment's checkout, opened with the provider
 * now or reused (ensureCheckout is idempotent). A provider failure keeps the order: a retry opens it.
 */
export async function resume(order: Order, customer: Customer, accountCreated: boolean): Promise<PlaceOrderResult> {
  const payload = await getPayload({ config: configPromise })
  const { docs } = await payload.find({
    collection: 'payments',
    where: { idempotencyKey: { equals: depositKey(order.id, 'first') } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const payment = docs[0] as Payment | undefined
  if (!payment) return { ok: false, status: 500, error: 'The order has no deposit payment.' }
  try {
    const checkoutUrl = await ensureCheckout(payment, order, customer)
    return {
      ok: true,
      orderId: order.id,
      orderNumber: order.number,
      paymentId: payment.id,
      checkoutUrl,
      accountCreated,
      customer,
    }
  } catch (error) {
    console.error(`[payments] checkout for ${order.number} failed:`, error)
    return {
      ok: false,
      status: 502,
      code: 'provider',
      error: `Your reservation ${order.number} is saved, but the payment page did not open. Please try again in a moment.`,
    }
  }
}
