import type { Payload, PayloadRequest, TypedUser, Where } from 'payload'

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

/** Saves the plan as `user` (access on: only admins may), through Payload's update and the global's hooks. */
export function savePlan(payload: Payload, data: Pick<ProductionPlan, 'months' | 'reason'>, user: TypedUser) {
  return payload.updateGlobal({ slug: 'production-plan', data, depth: 0, overrideAccess: false, user })
}

export function readPlan(payload: Payload, req?: PayloadRequest): Promise<ProductionPlan> {
  return payload.findGlobal({ slug: 'production-plan', depth: 0, overrideAccess: true, req })
}

/**
 * How many orders one read takes. The reads go through the adapter (`payload.db.find`): Payload's
 * `find` walks every field of the orders collection for each document on the server's thread
 * (its afterRead pass), which held it 130–220 ms per 500 orders; the adapter returns the same five
 * columns with no such pass (orders have no read hooks, and the line needs no access check).
 */
export const QUEUE_CHUNK = 500

const QUEUE_FIELDS = {
  number: true,
  status: true,
  configuration: { trim: { uid: true } },
  firstDeposit: { paidAt: true },
} as const

/** An order as the line sees it: where it stands (its trim and reservation key) and whether it waits. */
export type LineEntry = Reservation & { waiting: boolean }

const entryOf = (doc: Pick<Order, 'id' | 'number' | 'status' | 'configuration' | 'firstDeposit'>): LineEntry => ({
  id: doc.id,
  number: doc.number,
  trim: doc.configuration?.trim?.uid ?? '',
  paidAt: doc.firstDeposit?.paidAt ?? '',
  waiting: (WAITING_STATUSES as readonly string[]).includes(doc.status) && Boolean(doc.configuration?.trim?.uid),
})

/** Reads orders matching `where` a chunk at a time (by id), freeing the thread between chunks. */
async function readEntries(payload: Payload, where: Where): Promise<LineEntry[]> {
  const entries: LineEntry[] = []
  for (let after = 0; ;) {
    const { docs } = await payload.db.find<Order>({
      collection: 'orders',
      where: { and: [where, { id: { greater_than: after } }] },
      sort: 'id',
      select: QUEUE_FIELDS,
      limit: QUEUE_CHUNK,
      pagination: false,
    })
    entries.push(...docs.map(entryOf))
    if (docs.length < QUEUE_CHUNK) return entries
    after = docs.at(-1)!.id
    await new Promise((resolve) => setImmediate(resolve))
  }
}

/** Every waiting reservation (the first line, or a rebuild): in no particular order, the caller sorts. */
export const readWaiting = (payload: Payload) => readEntries(payload, { status: { in: WAITING_STATUSES } })

/** The orders changed since `since`: the only ones whose place in the line may have changed. */
export const readChangedSince = (payload: Payload, since: Date) =>
  readEntries(payload, { updatedAt: { greater_than_equal: since.toISOString() } })

/** The reservation keys of these orders (the line's neighbours of an order that joins it). */
export async function reservationKeys(payload: Payload, ids: number[]): Promise<Map<number, LineEntry>> {
  if (ids.length === 0) return new Map()
  const { docs } = await payload.db.find<Order>({
    collection: 'orders',
    where: { id: { in: ids } },
    select: QUEUE_FIELDS,
    pagination: false,
  })
  return new Map(docs.map((doc) => [doc.id, entryOf(doc)]))
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

/** The lines saved after `takenAt`, oldest first: each one's id and the reason it was taken. */
export async function linesSince(payload: Payload, takenAt: string): Promise<{ id: number; reason: string }[]> {
  const { docs } = await payload.find({
    collection: 'delivery-lines',
    where: { takenAt: { greater_than: takenAt } },
    sort: 'takenAt',
    pagination: false,
    depth: 0,
    select: { reason: true },
    overrideAccess: true,
  })
  return docs.map(({ id, reason }) => ({ id, reason }))
}

/** Deletes the lines saved before `takenAt`, except those listed (a waiting mail job's baseline). */
export async function pruneLinesBefore(payload: Payload, takenAt: string, keep: number[]): Promise<void> {
  await payload.delete({
    collection: 'delivery-lines',
    where: { takenAt: { less_than: takenAt }, ...(keep.length ? { id: { not_in: keep } } : {}) },
    depth: 0,
    overrideAccess: true,
  })
}

/** The `number` inputs named `field` of the unfinished jobs of a task (e.g. the lines waiting mail jobs compare against). */
export async function waitingJobInputs(payload: Payload, taskSlug: string, field: string): Promise<number[]> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: taskSlug }, completedAt: { exists: false } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((job) => Number((job.input as Record<string, unknown> | null)?.[field])).filter(Number.isInteger)
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
