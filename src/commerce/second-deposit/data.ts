import type { Payload, PayloadRequest, RequiredDataFromCollectionSlug, Where } from 'payload'

import type { Order, Payment } from '@/payload-types'

/**
 * Every read and write of the second deposit through Payload: calling it, its reminders and its
 * payment. Server business, so access is overridden. A function given `req` runs in that
 * request's transaction (the caller holds the order's lock).
 */

/** The orders a call selects, oldest first: what decides whether each is called (call.ts's callVerdict). */
export async function ordersToCall(payload: Payload, where: Where) {
  const { docs } = await payload.find({
    collection: 'orders',
    where,
    pagination: false,
    depth: 0,
    joins: false,
    select: { number: true, status: true, disputed: true, secondDeposit: true },
    sort: 'createdAt',
    overrideAccess: true,
  })
  return docs
}

/** Called, unpaid orders (call.ts sets calledAt: an order staff moved by hand has no call mail to follow). */
export async function calledOrders(payload: Payload) {
  const { docs } = await payload.find({
    collection: 'orders',
    where: {
      and: [
        { status: { equals: 'second-deposit-due' } },
        { 'secondDeposit.dueDate': { exists: true } },
        { 'secondDeposit.calledAt': { exists: true } },
      ],
    },
    pagination: false,
    depth: 0,
    joins: false,
    select: { number: true, secondDeposit: true },
    overrideAccess: true,
  })
  return docs
}

/** An order with its customer (depth 1), in the caller's transaction. */
export function orderWithCustomer(req: PayloadRequest, id: number): Promise<Order> {
  return req.payload.findByID({ collection: 'orders', id, depth: 1, joins: false, req, overrideAccess: true })
}

/** The payment with this idempotency key (one per order and kind), or undefined. */
export async function paymentWithKey(payload: Payload, idempotencyKey: string): Promise<Payment | undefined> {
  const { docs } = await payload.find({
    collection: 'payments',
    where: { idempotencyKey: { equals: idempotencyKey } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]
}

/** Creates a payment; its idempotency key is unique, so a second one for the same key fails. */
export async function insertPayment(
  payload: Payload,
  data: RequiredDataFromCollectionSlug<'payments'>,
): Promise<Payment> {
  return payload.create({ collection: 'payments', data, overrideAccess: true })
}

/** The trims staff may call by (uid and label). */
export async function trimChoices(payload: Payload) {
  const { docs } = await payload.find({
    collection: 'trim-levels',
    pagination: false,
    depth: 0,
    select: { uid: true, label: true },
    overrideAccess: true,
  })
  return docs
}
