import { randomBytes } from 'node:crypto'

import type { Payload, PayloadRequest, RequiredDataFromCollectionSlug, Where } from 'payload'

import { payloadClient } from '@/db/payload'
import { drizzleFor } from '@/db/transaction'
import type { Order, Payment } from '@/payload-types'

/**
 * Every read and write of payments and provider events through Payload. Server business, so
 * access is overridden. A function given `req` runs in that request's transaction (applying a
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

/**
 * Changes a payment's own fields: the adapter directly, one UPDATE in `req`'s transaction.
 * Payments have no hooks, and Payload's update operation would read the payment, check document
 * locks and read it again with its relations (about five statements on a buyer's checkout).
 */
export async function updatePayment(req: PayloadRequest, id: number, data: Partial<Payment>) {
  await req.payload.db.updateOne({
    collection: 'payments',
    id,
    data: { ...data, updatedAt: new Date().toISOString() },
    req,
    returning: false,
  })
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

/**
 * Records a provider event as handled (its id is unique: a concurrent second record fails). The
 * adapter directly, one INSERT: the collection has no hooks, and nothing reads the row back.
 */
export async function recordEvent(req: PayloadRequest, data: RequiredDataFromCollectionSlug<'payment-events'>) {
  const now = new Date().toISOString()
  await req.payload.db.create({
    collection: 'payment-events',
    data: { ...data, createdAt: now, updatedAt: now },
    req,
    returning: false,
  })
}

/**
 * A deposit paid: the order's deposit group and, when it moves, its status with one more history
 * entry, as the Orders collection's hook would write them (its rule is checked by the caller). The
 * adapter directly: an UPDATE and the history row's INSERT, where Payload's update operation read
 * the order twice and rewrote all its option and history rows (about ten statements). The new
 * entry goes last (`_order` after the order's history as read under the payment's lock).
 */
export async function writeDepositPaid(
  req: PayloadRequest,
  order: Order,
  group: 'firstDeposit' | 'secondDeposit',
  paidAt: string,
  next: Order['status'] | null,
) {
  const moves = Boolean(next && next !== order.status)
  await req.payload.db.updateOne({
    collection: 'orders',
    id: order.id,
    data: { [group]: { status: 'paid', paidAt }, ...(moves ? { status: next } : {}), updatedAt: paidAt },
    req,
    returning: false,
  })
  if (!moves) return
  const db = (await drizzleFor(req.payload, req)) as {
    insert: (table: unknown) => { values: (row: Record<string, unknown>) => Promise<unknown> }
  }
  const tables = (req.payload.db as unknown as { tables: Record<string, unknown> }).tables
  await db.insert(tables.orders_history).values({
    _order: (order.history?.length ?? 0) + 1,
    _parentID: order.id,
    id: arrayRowId(),
    status: next,
    at: paidAt,
  })
}

/** An id for a new array row, in the form Payload gives them (24 hex digits). */
const arrayRowId = () => randomBytes(12).toString('hex')

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

/** The test provider's payment behind a checkout reference (with its order at depth 1, for the page), or null. */
export async function testCheckoutPayment(reference: string, depth: 0 | 1 = 1): Promise<Payment | null> {
  const payload = await payloadClient()
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
