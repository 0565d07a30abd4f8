import { and, asc, gt, gte, inArray, type SQL, type SQLWrapper } from '@payloadcms/db-sqlite/drizzle'
import type { Payload, PayloadRequest, TypedUser } from 'payload'

import type { DeliveryLine, Order, ProductionPlan, WindowMove } from '@/payload-types'

import { ORDER_STATUSES } from '../orders/statuses'
import type { Reservation } from './windows'

/**
 * Every read and write of the delivery windows: the plan, the saved lines, the moves and the
 * waiting jobs through Payload; the orders the line is made of through a lean read (ordersTable).
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

/** An order as the line sees it: where it stands (its trim and reservation key) and whether it waits. */
export type LineEntry = Reservation & { waiting: boolean }

/** How many orders one read of the line takes: 100,000 as a few dozen reads, each a few ms of the thread. */
const QUEUE_CHUNK = 2_000

/** The columns of Payload's `orders` table the line reads (drizzle's table, as Payload built it). */
type OrderColumns = Record<
  'id' | 'number' | 'status' | 'configuration_trim_uid' | 'firstDeposit_paidAt' | 'updatedAt',
  SQLWrapper
>
type OrderRow = { id: number; number: string; status: string; trim: string | null; paidAt: string | null }
type Drizzle = {
  select: (columns: Record<string, SQLWrapper>) => {
    from: (table: unknown) => {
      where: (condition: SQL | undefined) => Promise<OrderRow[]> & {
        orderBy: (order: SQL) => { limit: (n: number) => Promise<OrderRow[]> }
      }
    }
  }
}

/**
 * The line's reads of orders: five columns, through drizzle's query builder on Payload's own
 * `orders` table (read only; every write goes through Payload). `payload.db.find` turned 100,000
 * rows into documents in 6.7–9 s with 140–190 ms pauses of the thread (a walk of every order field
 * per row); this read took 1.9 s (SQLite) and 0.7 s (Postgres), pauses under 50 ms. Timestamps are
 * ISO strings on both databases (Postgres gives its own text form), so reservation keys compare as before.
 * drizzle-orm's operators build SQL for either database, whichever adapter's copy they come from.
 */
function ordersTable(payload: Payload) {
  const db = payload.db as unknown as { drizzle: Drizzle; tables: { orders: OrderColumns } }
  const t = db.tables.orders
  const read = (where: SQL | undefined) =>
    db.drizzle
      .select({
        id: t.id,
        number: t.number,
        status: t.status,
        trim: t.configuration_trim_uid,
        paidAt: t.firstDeposit_paidAt,
      })
      .from(t)
      .where(where)
  return { t, read }
}

/** SQLite keeps Payload's ISO text; Postgres answers in its own form ("2026-01-01 00:00:00+00"). */
const iso = (value: string | null) =>
  !value ? '' : value[10] === 'T' && value.endsWith('Z') ? value : new Date(value).toISOString()

const entryOf = (row: OrderRow): LineEntry => ({
  id: row.id,
  number: row.number,
  trim: row.trim ?? '',
  paidAt: iso(row.paidAt),
  waiting: (WAITING_STATUSES as readonly string[]).includes(row.status) && Boolean(row.trim),
})

/** Reads the orders matching `where` a chunk at a time (by id), freeing the thread between chunks. */
async function readEntries(payload: Payload, where: (t: OrderColumns) => SQL | undefined): Promise<LineEntry[]> {
  const { t, read } = ordersTable(payload)
  const entries: LineEntry[] = []
  for (let after = 0; ;) {
    const rows = await read(and(where(t), gt(t.id, after)))
      .orderBy(asc(t.id))
      .limit(QUEUE_CHUNK)
    for (const row of rows) entries.push(entryOf(row))
    if (rows.length < QUEUE_CHUNK) return entries
    after = rows.at(-1)!.id
    await new Promise((resolve) => setImmediate(resolve))
  }
}

/** Every waiting reservation (the first line, or a rebuild): in no particular order, the caller sorts. */
export const readWaiting = (payload: Payload) => readEntries(payload, (t) => inArray(t.status, [...WAITING_STATUSES]))

/** The orders changed since `since`: the only ones whose place in the line may have changed. */
export const readChangedSince = (payload: Payload, since: Date) =>
  readEntries(payload, (t) => gte(t.updatedAt, since.toISOString()))

/** The reservation keys of these orders (the line's neighbours of an order that joins it). */
export async function reservationKeys(payload: Payload, ids: number[]): Promise<Map<number, LineEntry>> {
  if (ids.length === 0) return new Map()
  const { t, read } = ordersTable(payload)
  const rows = await read(inArray(t.id, ids))
  return new Map(rows.map((row) => [row.id, entryOf(row)]))
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
