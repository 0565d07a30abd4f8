import type { Payload, PayloadRequest, RequiredDataFromCollectionSlug, TypedUser, Where } from 'payload'

import type { SignedInCustomer } from '@/auth/session/signed-in-customer'
import type { Customer, Order, Payment } from '@/payload-types'

import { ORDER_CHANGE } from './status-rule'

/**
 * Every read and write of orders through Payload: every change of an order (changeOrder, its one
 * write path), the other writes of a placement (inside its one transaction: each takes its `req`), the owner's reads (as that customer, access on), the
 * staff's reads (as that staff member), and the server's own reads (access overridden).
 */

// The one write path of an order

/** What an order change is: a new order (its placement), or new values for some fields of one. */
export type OrderChange = { place: RequiredDataFromCollectionSlug<'orders'> } | { id: number; set: Partial<Order> }

/**
 * THE write path of an order. Its placement and every later change (a deposit paid or failed, a
 * cancellation, a refund's deposit status, the second deposit's call and reminders, a dispute)
 * go through Payload's create or update operation here, in the caller's transaction (`req`): the
 * Orders collection's hooks (the state machine and the history it records), its field validation
 * and its versions run on every one. An illegal move is refused by the hook with a 400 and changes
 * nothing. Server business, so access is overridden; depth 0, as no caller needs relations.
 */
export function changeOrder(req: PayloadRequest, change: OrderChange): Promise<Order> {
  const options = {
    collection: 'orders',
    req,
    overrideAccess: true,
    depth: 0,
    context: { [ORDER_CHANGE]: true },
  } as const
  if ('place' in change) return req.payload.create({ ...options, data: change.place })
  return req.payload.update({ ...options, id: change.id, data: change.set })
}

// Placement: inside the order's transaction (order-transaction.ts opens it)

/** Updates the signed-in buyer's profile from the order's details. */
export function updateBuyerProfile(
  req: PayloadRequest,
  customerId: number,
  data: Partial<Customer>,
): Promise<Customer> {
  return req.payload.update({ collection: 'customers', id: customerId, data, req, depth: 0, overrideAccess: true })
}

/** The order's first payment (payments have no hooks: Payload's create operation validates it). */
export function insertPayment(req: PayloadRequest, data: RequiredDataFromCollectionSlug<'payments'>): Promise<Payment> {
  return req.payload.create({ collection: 'payments', data, req, depth: 0, overrideAccess: true })
}

export async function orderNumberTaken(req: PayloadRequest, number: string): Promise<boolean> {
  const { totalDocs } = await req.payload.count({
    collection: 'orders',
    where: { number: { equals: number } },
    req,
    overrideAccess: true,
  })
  return totalDocs > 0
}

// The server's own reads

/**
 * The order a placement key already made, with its customer (depth 1), or null. Nearly every
 * placement is a first one: a count answers those without building the order's relational read
 * (its arrays, joins and customer).
 */
export async function orderWithPlacementKey(payload: Payload, placementKey: string): Promise<Order | null> {
  const where: Where = { placementKey: { equals: placementKey } }
  if ((await payload.count({ collection: 'orders', where, overrideAccess: true })).totalDocs === 0) return null
  const { docs } = await payload.find({
    collection: 'orders',
    where,
    limit: 1,
    pagination: false,
    depth: 1,
    joins: false,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** The payment with this idempotency key, or null. */
export async function paymentWithKey(payload: Payload, idempotencyKey: string): Promise<Payment | null> {
  const { docs } = await payload.find({
    collection: 'payments',
    where: { idempotencyKey: { equals: idempotencyKey } },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** An order with its customer's name and e-mail (depth 1), for its mail; with `req`, in that transaction. */
export async function orderWithCustomer(payload: Payload, orderId: number, req?: PayloadRequest): Promise<Order> {
  return payload.findByID({
    collection: 'orders',
    id: orderId,
    depth: 1,
    populate: { customers: { name: true, email: true } },
    joins: false,
    overrideAccess: true,
    req,
  })
}

// The owner's reads (access control on, as that customer)

export async function ownOrderWithNumber(
  payload: Payload,
  number: string,
  customer: SignedInCustomer,
): Promise<Order | null> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { number: { equals: number } },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user: customer,
  })
  return docs[0] ?? null
}

export async function ownPaymentOf(
  payload: Payload,
  orderId: number,
  kind: 'first' | 'second',
  customer: SignedInCustomer,
): Promise<Payment | null> {
  const { docs } = await payload.find({
    collection: 'payments',
    where: { order: { equals: orderId }, kind: { equals: kind } },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user: customer,
  })
  return docs[0] ?? null
}

// The staff's reads (access control on, as that staff member)

/** The orders a filter selects, oldest first, with their customer's name and e-mail. */
export async function ordersForExport(req: PayloadRequest, where: Where): Promise<Order[]> {
  const { docs } = await req.payload.find({
    collection: 'orders',
    where,
    sort: 'createdAt',
    pagination: false,
    depth: 1,
    populate: { customers: { name: true, email: true } },
    joins: false,
    overrideAccess: false,
    user: req.user,
    req,
  })
  return docs
}

/** The payments of these orders: each one's order and refunded amount. */
export async function refundedPaymentsOf(req: PayloadRequest, orderIds: number[]) {
  const { docs } = await req.payload.find({
    collection: 'payments',
    where: { order: { in: orderIds } },
    pagination: false,
    depth: 0,
    select: { order: true, refundedAmount: true },
    overrideAccess: false,
    user: req.user,
    req,
  })
  return docs
}

/** What was refunded of an order's payments, in cents (the orders list's column). */
export async function refundedOfOrder(payload: Payload, orderId: number): Promise<number> {
  const { docs } = await payload.find({
    collection: 'payments',
    where: { order: { equals: orderId } },
    pagination: false,
    depth: 0,
    select: { refundedAmount: true },
    overrideAccess: true,
  })
  return docs.reduce((sum, p) => sum + (p.refundedAmount ?? 0), 0)
}

/** Every order's status and deposits, for the dashboard. */
export async function ordersForSummary(payload: Payload, user: TypedUser) {
  const { docs } = await payload.find({
    collection: 'orders',
    pagination: false,
    depth: 0,
    joins: false,
    select: { status: true, firstDeposit: true, secondDeposit: true },
    overrideAccess: false,
    user,
  })
  return docs
}
