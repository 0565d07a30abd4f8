import type { Payload } from 'payload'

import { checkCurrentPassword } from '@/auth/password/check'
import type { SignedInCustomer } from '@/auth/session/signed-in-customer'
import type { Customer, Order, Payment } from '@/payload-types'

import { ensureCheckout, depositKey } from '../payments/checkout'
import { orderWithPlacementKey, paymentWithKey } from './data'
import type { PlaceOrderResult } from './place-result'

/** The order a placement key already made (a double click, a retry, a request that won a race), if any. */
export async function findByPlacementKey(payload: Payload, placementKey: string): Promise<Order | null> {
  return orderWithPlacementKey(payload, placementKey)
}

/** Who asks to resume an order: this browser's session, and the form's e-mail and password. */
export type Resumer = {
  signedIn: SignedInCustomer | null
  email: string
  password: string | null
  address: string
  knownDeviceCookie: string | null
}

/** The answer to anyone but the buyer: it names nothing (no order number, payment or checkout). */
export const alreadyPlaced = {
  ok: false,
  status: 409,
  code: 'conflict',
  error: 'This reservation was already placed. Check your e-mail for it, or sign in to see it in your account.',
} as const

/**
 * A retry (same placement key) resumes the order it made, but only for the browser that placed it:
 * signed in as its buyer (the first answer signed a new account in), or, when that answer was lost
 * before its cookie arrived, a retry carrying the password the account was made with, checked
 * like a sign-in (the same rate limits and failure counts; a proven retry signs the browser in).
 * The key and the e-mail alone prove nothing: the key lives in the browser's storage, the e-mail
 * is no secret.
 */
export async function resumeForPlacer(payload: Payload, order: Order, who: Resumer): Promise<PlaceOrderResult> {
  const owner = order.customer as Customer
  if (who.signedIn)
    return owner.id === who.signedIn.id ? resume(payload, order, owner, { accountCreated: false }) : alreadyPlaced
  if (!who.password) return alreadyPlaced
  // The account's password is stored moments after the order: the check waits for it (check.ts).
  const check = await checkCurrentPassword({ email: who.email }, who.password, who)
  if (check.ok && check.customer.id === owner.id)
    return resume(payload, order, owner, { accountCreated: false, signInBrowser: true })
  if (!check.ok && check.limited)
    return {
      ok: false,
      status: 429,
      code: 'rate-limited',
      error: check.limited.message,
      retryAfterSeconds: check.limited.retryAfterSeconds,
    }
  return alreadyPlaced
}

/**
 * The answer for a placed order (to its buyer): its first-deposit payment's checkout, opened with the provider
 * now or reused (ensureCheckout is idempotent). A provider failure keeps the order: a retry opens it.
 * `payment`: the one just written with the order (read again only when resuming an older order).
 */
export async function resume(
  payload: Payload,
  order: Order,
  customer: Customer,
  {
    accountCreated,
    signInBrowser = accountCreated,
    payment: placed,
  }: { accountCreated: boolean; signInBrowser?: boolean; payment?: Payment },
): Promise<PlaceOrderResult> {
  const payment = placed ?? (await paymentWithKey(payload, depositKey(order.id, 'first')))
  if (!payment) return { ok: false, status: 500, error: 'The order has no deposit payment.' }
  try {
    const checkoutUrl = await ensureCheckout(payload, payment, order, customer)
    return {
      ok: true,
      orderId: order.id,
      orderNumber: order.number,
      paymentId: payment.id,
      checkoutUrl,
      accountCreated,
      signInBrowser,
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
