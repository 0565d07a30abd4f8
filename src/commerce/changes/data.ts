import type { Payload, PayloadRequest } from 'payload'

import type { Customer, Order } from '@/payload-types'

import { orderWithCustomer } from '../orders/data'

/** Every read of a configuration change through Payload (the write is changeOrder's, in orders/data.ts). */

/** The order, read in `req`'s transaction (after its row is locked), with its customer's name and e-mail. */
export function orderInTransaction(req: PayloadRequest, orderId: number): Promise<Order & { customer: Customer }> {
  return orderWithCustomer(req.payload, orderId, req) as Promise<Order & { customer: Customer }>
}

/** Orders still waiting for their Pebble (not cancelled or handed over): their configuration snapshot, for the price-lock count. */
export async function waitingOrderPrices(payload: Payload) {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { status: { not_in: ['cancelled', 'delivered'] } },
    pagination: false,
    depth: 0,
    joins: false,
    select: { configuration: true },
    overrideAccess: true,
  })
  return docs
}
