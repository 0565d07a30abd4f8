import type { Payload, PayloadRequest, RequiredDataFromCollectionSlug, TypedUser } from 'payload'

import type { Customer, MoneyAction, Order, Payment } from '@/payload-types'

/**
 * Every read and write of refunds and disputes through Payload: money actions, and the payments
 * and orders they change. Server business, so access is overridden (the staff summary excepted).
 * A function given `req` runs in that request's transaction (the caller holds the locks).
 */

const write = { overrideAccess: true, depth: 0 } as const

// Money actions

/** The money actions of one payment (a handful: a deposit is refunded or disputed a few times at most). */
export async function actionsOf(req: PayloadRequest, paymentId: number): Promise<MoneyAction[]> {
  const { docs } = await req.payload.find({
    collection: 'money-actions',
    where: { payment: { equals: paymentId } },
    pagination: false,
    req,
    ...write,
  })
  return docs
}

/** Cancelled orders whose confirmation mail is still owed (the reconciliation sends them). */
export async function ordersOwedCancellationMail(payload: Payload): Promise<{ id: number }[]> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { cancellationMail: { equals: 'owed' } },
    limit: 100,
    depth: 0,
    select: { number: true },
    overrideAccess: true,
  })
  return docs
}

/** How many refunds of an order are pending and younger than `after` (still in their request's hands). */
export async function pendingRefundsOfOrderAfter(payload: Payload, orderId: number, after: Date): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'money-actions',
    where: {
      order: { equals: orderId },
      status: { equals: 'pending' },
      createdAt: { greater_than: after.toISOString() },
    },
    overrideAccess: true,
  })
  return totalDocs
}

export async function actionsOfOrder(payload: Payload, orderId: number, req?: PayloadRequest): Promise<MoneyAction[]> {
  const { docs } = await payload.find({
    collection: 'money-actions',
    where: { order: { equals: orderId } },
    pagination: false,
    req,
    ...write,
  })
  return docs
}

/** The money actions of several orders (the portal's order list). */
export async function actionsOfOrders(payload: Payload, orderIds: number[]): Promise<MoneyAction[]> {
  if (!orderIds.length) return []
  const { docs } = await payload.find({
    collection: 'money-actions',
    where: { order: { in: orderIds } },
    pagination: false,
    ...write,
  })
  return docs
}

export async function moneyActionById(payload: Payload, id: number, req?: PayloadRequest): Promise<MoneyAction> {
  return payload.findByID({ collection: 'money-actions', id, req, ...write })
}

export function insertMoneyAction(
  req: PayloadRequest,
  data: RequiredDataFromCollectionSlug<'money-actions'>,
): Promise<MoneyAction> {
  return req.payload.create({ collection: 'money-actions', data, req, ...write })
}

export async function updateMoneyAction(req: PayloadRequest, id: number, data: Partial<MoneyAction>) {
  await req.payload.update({ collection: 'money-actions', id, data, req, ...write })
}

/** How many disputes of an order are open. */
export async function countOpenDisputes(req: PayloadRequest, orderId: number): Promise<number> {
  const open = await req.payload.count({
    collection: 'money-actions',
    where: { order: { equals: orderId }, kind: { equals: 'dispute' }, status: { equals: 'open' } },
    req,
    overrideAccess: true,
  })
  return open.totalDocs
}

/** Refunds still pending that were asked for before `before`, oldest first (at most 100). */
export async function pendingRefundsBefore(payload: Payload, before: Date): Promise<MoneyAction[]> {
  const { docs } = await payload.find({
    collection: 'money-actions',
    where: {
      kind: { equals: 'refund' },
      status: { equals: 'pending' },
      createdAt: { less_than_equal: before.toISOString() },
    },
    sort: 'createdAt',
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

// Payments and orders, as refunds read and change them

export async function paymentById(payload: Payload, id: number, req?: PayloadRequest): Promise<Payment> {
  return payload.findByID({ collection: 'payments', id, req, ...write })
}

export async function paymentsOfOrder(payload: Payload, orderId: number, req?: PayloadRequest): Promise<Payment[]> {
  const { docs } = await payload.find({
    collection: 'payments',
    where: { order: { equals: orderId } },
    pagination: false,
    req,
    ...write,
  })
  return docs
}

/** The payments of several orders (the portal's order list). */
export async function paymentsOfOrders(payload: Payload, orderIds: number[]): Promise<Payment[]> {
  if (!orderIds.length) return []
  const { docs } = await payload.find({
    collection: 'payments',
    where: { order: { in: orderIds } },
    pagination: false,
    ...write,
  })
  return docs
}

export async function updatePaymentRefunded(req: PayloadRequest, paymentId: number, refundedAmount: number) {
  await req.payload.update({ collection: 'payments', id: paymentId, data: { refundedAmount }, req, ...write })
}

export async function orderById(req: PayloadRequest, id: number): Promise<Order> {
  return req.payload.findByID({ collection: 'orders', id, req, ...write })
}

/**
 * A payment and an order as a staff request names them, or null where there is none (read outside
 * the request's transaction, as the endpoints always did).
 */
export async function paymentOrNull(req: PayloadRequest, id: number): Promise<Payment | null> {
  return req.payload.findByID({ collection: 'payments', id, depth: 0, overrideAccess: true, disableErrors: true })
}

export async function orderOrNull(req: PayloadRequest, id: number): Promise<Order | null> {
  return req.payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true, disableErrors: true, req })
}

// Mail

/** An order with its customer (depth 1), for the cancellation's mail. */
export async function orderWithCustomer(req: PayloadRequest, orderId: number): Promise<Order> {
  return req.payload.findByID({ collection: 'orders', id: orderId, depth: 1, overrideAccess: true, req })
}

/** The customer an order (read at depth 1) names: its object, or read by id. */
export async function customerOfOrder(req: PayloadRequest, order: Order): Promise<Customer> {
  if (typeof order.customer === 'object') return order.customer
  return req.payload.findByID({
    collection: 'customers',
    id: order.customer,
    depth: 0,
    overrideAccess: true,
    req,
  })
}

/** A payment with its order (depth 1), for a dispute alert. */
export async function paymentWithOrder(req: PayloadRequest, paymentId: number): Promise<Payment> {
  return req.payload.findByID({ collection: 'payments', id: paymentId, depth: 1, overrideAccess: true, req })
}

/** Where dispute alerts go: the staff-only support address from settings. */
export async function supportAddress(req: PayloadRequest): Promise<string | null | undefined> {
  const settings = await req.payload.findGlobal({
    slug: 'settings',
    depth: 0,
    overrideAccess: true,
    select: { support: { email: true } },
    req,
  })
  return settings.support?.email
}

// The staff summary (read with the staff member's own access)

export async function moneyForSummary(payload: Payload, user: TypedUser) {
  const [payments, actions] = await Promise.all([
    payload.find({
      collection: 'payments',
      where: { status: { equals: 'succeeded' } },
      pagination: false,
      depth: 0,
      select: { amount: true, kind: true },
      overrideAccess: false,
      user,
    }),
    payload.find({
      collection: 'money-actions',
      where: { status: { in: ['succeeded', 'pending', 'open'] } },
      pagination: false,
      depth: 0,
      select: { kind: true, status: true, amount: true },
      overrideAccess: false,
      user,
    }),
  ])
  return { payments: payments.docs, actions: actions.docs }
}
