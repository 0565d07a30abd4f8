import { randomBytes } from 'node:crypto'

import type { Payload, PayloadRequest, RequiredDataFromCollectionSlug, TypedUser, Where } from 'payload'

import type { SignedInCustomer } from '@/auth/session/current-customer'
import { withoutNul } from '@/config/storable-text'
import { payloadClient } from '@/db/payload'
import type { Customer, Order, Payment } from '@/payload-types'

import { withStatusReached } from './stateMachine'

/**
 * Every read and write of orders through Payload: placement (inside its one transaction: each
 * write takes the transaction's `req`), the owner's reads (as that customer, access on), the
 * staff's reads (as that staff member), and the server's own reads (access overridden).
 */

// Placement: inside the order's transaction (order-transaction.ts opens it)

/** Updates the signed-in buyer's profile from the order's details. */
export function updateBuyerProfile(
  req: PayloadRequest,
  customerId: number,
  data: Partial<Customer>,
): Promise<Customer> {
  return req.payload.update({ collection: 'customers', id: customerId, data, req, depth: 0, overrideAccess: true })
}

/**
 * A new order, through the adapter. Payload's create operation validated and traversed the order's
 * fields for values the server computed itself, merging the whole order once per field it
 * validated: the largest piece of a placement's time on the app thread left in Payload. What it
 * would add is added here: the defaults, the history entry the collection's hook records for the
 * first status, the array rows' ids, the timestamps and the NUL rule every write follows.
 * tests/integration/order-write-parity.test.ts holds it to what the create operation stores.
 */
export async function insertOrder(
  req: PayloadRequest,
  data: RequiredDataFromCollectionSlug<'orders'> & { status: NonNullable<Order['status']> },
): Promise<Order> {
  const now = new Date().toISOString()
  const row = withoutNul({
    disputed: false,
    ...data,
    configuration: {
      ...data.configuration,
      options: data.configuration.options?.map((option) => ({ id: arrayRowId(), ...option })),
    },
    history: withStatusReached([], data.status).map((entry) => ({ id: arrayRowId(), ...entry })),
    createdAt: now,
    updatedAt: now,
  }) as Record<string, unknown>
  return (await req.payload.db.create({ collection: 'orders', data: row, req })) as Order
}

/** An array row's id, in the form Payload gives one (24 hex digits, as an ObjectId). */
const arrayRowId = () => randomBytes(12).toString('hex')

/**
 * The order's first payment, through the adapter: payments have no hooks and every value is the
 * server's own, so Payload's create operation (validation, field traversal, a read for afterRead)
 * would only spend the hot path's time. What it would add is added here: the defaults, the
 * timestamps and the NUL rule every write follows.
 */
export async function insertPayment(
  req: PayloadRequest,
  data: RequiredDataFromCollectionSlug<'payments'>,
): Promise<Payment> {
  const now = new Date().toISOString()
  const row = withoutNul({ refundedAmount: 0, ...data, createdAt: now, updatedAt: now }) as Record<string, unknown>
  return (await req.payload.db.create({ collection: 'payments', data: row, req })) as Payment
}

export async function orderNumberTaken(req: PayloadRequest, number: string): Promise<boolean> {
  const { totalDocs } = await req.payload.db.count({ collection: 'orders', where: { number: { equals: number } }, req })
  return totalDocs > 0
}

// The server's own reads

/**
 * The order a placement key already made, with its customer (depth 1), or null. Nearly every
 * placement is a first one: a count through the adapter answers those without building the order's
 * relational read (its arrays, joins and customer).
 */
export async function orderWithPlacementKey(payload: Payload, placementKey: string): Promise<Order | null> {
  const where: Where = { placementKey: { equals: placementKey } }
  if ((await payload.db.count({ collection: 'orders', where })).totalDocs === 0) return null
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
export async function orderWithCustomer(orderId: number, req?: PayloadRequest): Promise<Order> {
  const payload = req?.payload ?? (await payloadClient())
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

export async function ownOrderWithNumber(number: string, customer: SignedInCustomer): Promise<Order | null> {
  const payload = await payloadClient()
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
  orderId: number,
  kind: 'first' | 'second',
  customer: SignedInCustomer,
): Promise<Payment | null> {
  const payload = await payloadClient()
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
