import type { Payload, PayloadRequest } from 'payload'

import type { DeliveryLine, Order, ProductionPlan, WindowMove } from '@/payload-types'

import { ORDER_STATUSES } from '../orders/statuses'
import type { Reservation } from './windows'

/**
 * Every read and write of the delivery windows through Payload: the plan, the line of
 * reservations (read in chunks), the saved lines, the moves, and the jobs that are waiting.
 */

/** Reservations that wait for a Pebble: first deposit paid, not yet delivered, not cancelled (by statuses.ts' order). */
export const WAITING_STATUSES = ORDER_STATUSES.slice(
  ORDER_STATUSES.indexOf('first-deposit-paid'),
  ORDER_STATUSES.indexOf('delivered'),
)

export async function trimUids(payload: Payload, req?: PayloadRequest): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'trim-levels',
    pagination: false,
    depth: 0,
    select: { uid: true },
    overrideAccess: true,
    req,
  })
  return docs.map((trim) => trim.uid)
}

export async function trimLabels(payload: Payload): Promise<Record<string, string>> {
  const { docs } = await payload.find({
    collection: 'trim-levels',
    pagination: false,
    depth: 0,
    select: { uid: true, label: true },
    overrideAccess: true,
  })
  return Object.fromEntries(docs.map((trim) => [trim.uid, trim.label]))
}

export function readPlan(payload: Payload, req?: PayloadRequest): Promise<ProductionPlan> {
  return payload.findGlobal({ slug: 'production-plan', depth: 0, overrideAccess: true, req })
}

/** How many waiting reservations one read takes: small enough that turning rows into documents stays well under 50 ms. */
export const QUEUE_CHUNK = 2_000

/**
 * The waiting reservations in line order (first deposit's payment, then order number), sorted by
 * the database and read a chunk at a time; between chunks the thread is free for other requests.
 */
export async function readQueue(payload: Payload): Promise<Reservation[]> {
  const queue: Reservation[] = []
  const seen = new Set<number>()
  for (let page = 1; ; page++) {
    const { docs, hasNextPage } = await payload.find({
      collection: 'orders',
      where: { status: { in: WAITING_STATUSES } },
      sort: ['firstDeposit.paidAt', 'number'],
      select: { number: true, configuration: { trim: { uid: true } }, firstDeposit: { paidAt: true } },
      limit: QUEUE_CHUNK,
      page,
      depth: 0,
      joins: false,
      overrideAccess: true,
    })
    for (const doc of docs) {
      if (seen.has(doc.id)) continue
      seen.add(doc.id)
      const trim = doc.configuration?.trim?.uid
      if (trim) queue.push({ id: doc.id, number: doc.number, trim, paidAt: doc.firstDeposit?.paidAt ?? '' })
    }
    if (!hasNextPage) return queue
    await new Promise((resolve) => setImmediate(resolve))
  }
}

/** The id of the newest saved line, or null before the first recompute. */
export async function newestLineId(payload: Payload): Promise<number | null> {
  const { docs } = await payload.find({
    collection: 'delivery-lines',
    sort: '-takenAt',
    limit: 1,
    pagination: false,
    depth: 0,
    select: { takenAt: true },
    overrideAccess: true,
  })
  return docs[0]?.id ?? null
}

export function lineWithId(payload: Payload, id: number): Promise<DeliveryLine> {
  return payload.findByID({ collection: 'delivery-lines', id, depth: 0, overrideAccess: true })
}

export function saveLine(payload: Payload, data: Omit<DeliveryLine, 'id' | 'createdAt' | 'updatedAt'>) {
  return payload.create({ collection: 'delivery-lines', data, depth: 0, overrideAccess: true })
}

/** The reasons of the lines saved after `takenAt`, oldest first. */
export async function reasonsSince(payload: Payload, takenAt: string): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'delivery-lines',
    where: { takenAt: { greater_than: takenAt } },
    sort: 'takenAt',
    pagination: false,
    depth: 0,
    select: { reason: true },
    overrideAccess: true,
  })
  return docs.map((doc) => doc.reason)
}

/** Lines older than the one buyers were last told and than the newest few are no longer read. */
export async function pruneLinesBefore(payload: Payload, takenAt: string): Promise<void> {
  await payload.delete({
    collection: 'delivery-lines',
    where: { takenAt: { less_than: takenAt } },
    depth: 0,
    overrideAccess: true,
  })
}

/** Whether a job of this task waits to run (queued and not started: one that runs may have read too early). */
export async function jobWaiting(payload: Payload, taskSlug: string, req?: PayloadRequest): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'payload-jobs',
    where: {
      taskSlug: { equals: taskSlug },
      processing: { equals: false },
      completedAt: { exists: false },
      hasError: { not_equals: true },
    },
    req,
    overrideAccess: true,
  })
  return totalDocs > 0
}

export function recordMove(req: PayloadRequest, data: Pick<WindowMove, 'from' | 'to' | 'reason'> & { order: number }) {
  return req.payload.create({ collection: 'window-moves', data, depth: 0, overrideAccess: true, req })
}

/** The moves recorded since `since`, as "order|to": a rerun of the mail job skips the buyers it already told. */
export async function movesSince(payload: Payload, since: string): Promise<Set<string>> {
  const { docs } = await payload.find({
    collection: 'window-moves',
    where: { createdAt: { greater_than: since } },
    pagination: false,
    depth: 0,
    select: { order: true, to: true },
    overrideAccess: true,
  })
  return new Set(docs.map((move) => `${move.order}|${move.to}`))
}

/** The moves of one order, newest first (the portal reads them after checking the order is the buyer's). */
export async function movesOf(payload: Payload, orderId: number): Promise<WindowMove[]> {
  const { docs } = await payload.find({
    collection: 'window-moves',
    where: { order: { equals: orderId } },
    sort: '-createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

/** Orders with their customer's name and e-mail, for the move mails. */
export async function ordersForMail(payload: Payload, ids: number[]): Promise<Order[]> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { id: { in: ids } },
    pagination: false,
    depth: 1,
    populate: { customers: { name: true, email: true } },
    select: { number: true, customer: true, status: true },
    joins: false,
    overrideAccess: true,
  })
  return docs as Order[]
}
