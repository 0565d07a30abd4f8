import type { Payload, PayloadRequest, RequiredDataFromCollectionSlug, Where } from 'payload'

import { payloadClient } from '@/db/payload'
import type { Customer, Order, Payment } from '@/payload-types'

/**
 * Every read and write of payments and provider events through Payload. Server business, so
 * access is overridden. A function given `req` runs in that request's transaction (applying a
 * provider event: events.ts opens it and holds the payment's lock).
 */

export async function paymentWhere(req: PayloadRequest, where: Where): Promise<Payment | null> {
  const { docs } = await req.payload.find({
    collection: 'payments',
    where,
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

export function paymentById(req: PayloadRequest, id: number): Promise<Payment> {
  return req.payload.findByID({ collection: 'payments', id, depth: 0, req, overrideAccess: true })
}

export async function updatePayment(req: PayloadRequest, id: number, data: Partial<Payment>) {
  await req.payload.update({ collection: 'payments', id, data, req, overrideAccess: true })
}

export function orderById(req: PayloadRequest, id: number): Promise<Order> {
  return req.payload.findByID({ collection: 'orders', id, depth: 0, req, overrideAccess: true })
}

export async function updateOrder(req: PayloadRequest, id: number, data: Partial<Order>) {
  await req.payload.update({ collection: 'orders', id, data, req, overrideAccess: true })
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
  await req.payload.create({ collection: 'payment-events', data, req, overrideAccess: true })
}

export async function customerOrNull(payload: Payload, id: number): Promise<Customer | null> {
  return payload.findByID({ collection: 'customers', id, depth: 0, overrideAccess: true, disableErrors: true })
}

/**
 * Stores a checkout the provider opened. The adapter directly: one UPDATE. Payments have no hooks,
 * and Payload's update operation would read the payment again, check document locks and read it
 * once more with its relations.
 */
export async function saveCheckout(payload: Payload, paymentId: number, checkout: { reference: string; url: string }) {
  await payload.db.updateOne({
    collection: 'payments',
    id: paymentId,
    data: { providerReference: checkout.reference, checkoutUrl: checkout.url, updatedAt: new Date().toISOString() },
    returning: false,
  })
}

/** The test provider's payment behind a checkout reference, with its order (depth 1), or null. */
export async function testCheckoutPayment(reference: string): Promise<Payment | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'payments',
    where: { providerReference: { equals: reference }, provider: { equals: 'test' } },
    limit: 1,
    depth: 1,
    overrideAccess: true,
  })
  return docs[0] ?? null
}
