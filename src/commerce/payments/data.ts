import type { Payload, PayloadRequest, RequiredDataFromCollectionSlug, Where } from 'payload'

import type { Order, Payment } from '@/payload-types'

/**
 * Every read and write of payments and provider events through Payload's operations (an order's
 * own changes go through changeOrder, orders/data.ts). Server business, so access is overridden. A function given `req` runs in that request's transaction (applying a
 * provider event: events.ts opens it and holds the payment's lock).
 */

export async function paymentWhere(req: PayloadRequest, where: Where): Promise<Payment | null> {
  // No count: one SELECT (a provider's reference names one payment).
  const { docs } = await req.payload.find({
    collection: 'payments',
    where,
    limit: 1,
    pagination: false,
    depth: 0,
    req,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

export function paymentById(req: PayloadRequest, id: number): Promise<Payment> {
  return req.payload.findByID({ collection: 'payments', id, depth: 0, req, overrideAccess: true })
}

/** Changes a payment's own fields, in `req`'s transaction. */
export async function updatePayment(req: PayloadRequest, id: number, data: Partial<Payment>) {
  await req.payload.update({ collection: 'payments', id, data, req, depth: 0, overrideAccess: true })
}

export function orderById(req: PayloadRequest, id: number): Promise<Order> {
  return req.payload.findByID({ collection: 'orders', id, depth: 0, joins: false, req, overrideAccess: true })
}

/** Whether a provider event was handled already (with `req`, as that transaction sees it). */
export async function eventHandled(payload: Payload, eventId: string, req?: PayloadRequest): Promise<boolean> {
  const seen = await payload.count({
    collection: 'payment-events',
    where: { eventId: { equals: eventId } },
    req,
    overrideAccess: true,
  })
  return seen.totalDocs > 0
}

/** Records a provider event as handled (its id is unique: a concurrent second record fails). */
export async function recordEvent(req: PayloadRequest, data: RequiredDataFromCollectionSlug<'payment-events'>) {
  await req.payload.create({ collection: 'payment-events', data, req, depth: 0, overrideAccess: true })
}

/** Stores a checkout the provider opened: one row's update, atomic without a transaction of its own. */
export async function saveCheckout(payload: Payload, paymentId: number, checkout: { reference: string; url: string }) {
  await payload.update({
    collection: 'payments',
    id: paymentId,
    data: { providerReference: checkout.reference, checkoutUrl: checkout.url },
    depth: 0,
    overrideAccess: true,
    disableTransaction: true,
  })
}

/** The test provider's payment behind a checkout reference (with its order at depth 1, for the page), or null. */
export async function testCheckoutPayment(
  payload: Payload,
  reference: string,
  depth: 0 | 1 = 1,
): Promise<Payment | null> {
  const { docs } = await payload.find({
    collection: 'payments',
    where: { providerReference: { equals: reference }, provider: { equals: 'test' } },
    limit: 1,
    pagination: false,
    depth,
    overrideAccess: true,
  })
  return docs[0] ?? null
}
