import type { Payload } from 'payload'

import type { SignedInCustomer } from '@/auth/session/signed-in-customer'
import type { Order, Payment } from '@/payload-types'

import { applyPaymentEvent } from '../payments/events'
import { getPaymentProvider } from '../payments/provider'
import { ownOrderWithNumber, ownPaymentOf } from './data'
import { isOrderNumber } from './number'

/** One of the signed-in customer's own orders by number (access control on, as that customer), or null. */
export async function findOwnOrder(
  payload: Payload,
  number: string,
  customer: SignedInCustomer,
): Promise<Order | null> {
  if (!isOrderNumber(number)) return null
  return ownOrderWithNumber(payload, number, customer)
}

/** The order's payment of one kind, as its owner may read it. */
export async function findOwnPayment(
  payload: Payload,
  order: Order,
  kind: 'first' | 'second',
  customer: SignedInCustomer,
): Promise<Payment | null> {
  return ownPaymentOf(payload, order.id, kind, customer)
}

/**
 * On the return URL the provider's webhook may not have arrived yet: ask the provider how the
 * checkout ended and apply that through the same once-only handler. Reloading changes nothing.
 */
export async function reconcileOnReturn(payload: Payload, payment: Payment | null): Promise<boolean> {
  if (!payment || payment.status !== 'pending' || !payment.providerReference) return false
  const provider = await getPaymentProvider()
  if (provider.id !== payment.provider) return false
  const event = await provider.checkoutOutcome(payment.providerReference).catch(() => null)
  if (!event) return false
  const result = await applyPaymentEvent(payload, event)
  return result.status === 'applied'
}
