import type { Payload } from 'payload'

import type { DeliveryLine } from '@/payload-types'

import { lineWithId, newestLineId } from './data'
import { BEYOND_PLAN, monthEdges, monthForPlace, type PlanMonth } from './windows'
import { monthLabel, windowLabel } from './months'

/** Order ids per trim, in line order: what a recompute saves (DeliveryLines.ts). */
export type Lines = Record<string, number[]>

/**
 * A line as saved: each trim's ids as one comma-separated string. Payload copies a document's
 * JSON value several times on each save and read; one string per trim is copied by reference,
 * where an array of 100,000 numbers held the thread for a tenth of a second.
 */
export type SavedLines = Record<string, string>
export const encodeLines = (lines: Lines): SavedLines =>
  Object.fromEntries(Object.entries(lines).map(([trim, ids]) => [trim, ids.join(',')]))
const decodeIds = (ids: string): number[] => (ids ? ids.split(',').map(Number) : [])

/** A saved line, indexed for reading one order's window in constant time. */
export type IndexedLine = {
  id: number
  takenAt: string
  windowMonths: number
  plan: PlanMonth[]
  /** The last planned month, or null when the plan is empty. */
  lastMonth: string | null
  /** Each waiting order's trim (its number in `trims`) and index in that trim's line, as one number. */
  at: Map<number, number>
  trims: string[]
  edges: Map<string, { month: string; upTo: number }[]>
  lines: Lines
}

/** An order's window in a line: its first month (or BEYOND_PLAN) and its place among its trim's reservations. */
export type OrderWindow = { trim: string; month: string; place: number; of: number }

/** How many ids are indexed between two yields of the thread. */
const INDEX_CHUNK = 5_000
/** More than any trim's line will hold: `at` keeps trim and index as trim × TRIM_FACTOR + index. */
const TRIM_FACTOR = 2 ** 32

/** Indexes a saved line, a chunk of ids at a time: 100,000 ids take ~100 ms, never in one stretch. */
export async function indexLine(
  line: Pick<DeliveryLine, 'id' | 'takenAt' | 'windowMonths' | 'plan' | 'lines'>,
): Promise<IndexedLine> {
  const plan = line.plan as PlanMonth[]
  const lines: Lines = {}
  const trims = Object.keys(line.lines as SavedLines)
  const at = new Map<number, number>()
  const edges = new Map<string, { month: string; upTo: number }[]>()
  for (const [t, trim] of trims.entries()) {
    const ids = (lines[trim] = decodeIds((line.lines as SavedLines)[trim]!))
    edges.set(trim, monthEdges(plan, trim))
    for (let index = 0; index < ids.length; index++) {
      at.set(ids[index]!, t * TRIM_FACTOR + index)
      if ((index + 1) % INDEX_CHUNK === 0) await new Promise((resolve) => setImmediate(resolve))
    }
    await new Promise((resolve) => setImmediate(resolve))
  }
  const months = plan.map((m) => m.month).sort()
  return {
    id: line.id,
    takenAt: line.takenAt,
    windowMonths: line.windowMonths,
    plan,
    lastMonth: months.at(-1) ?? null,
    at,
    trims,
    edges,
    lines,
  }
}

/** The window of one order in a line, or null when the order was not waiting then. */
export function windowIn(line: IndexedLine, orderId: number): OrderWindow | null {
  const code = line.at.get(orderId)
  if (code === undefined) return null
  const spot = { trim: line.trims[Math.floor(code / TRIM_FACTOR)]!, index: code % TRIM_FACTOR }
  return {
    trim: spot.trim,
    month: monthForPlace(line.edges.get(spot.trim) ?? [], spot.index),
    place: spot.index + 1,
    of: line.lines[spot.trim]!.length,
  }
}

/** The window in words: "March – April 2027", or "after August 2028" past the plan. */
export function windowWords(line: Pick<IndexedLine, 'windowMonths' | 'lastMonth'>, month: string): string {
  if (month !== BEYOND_PLAN) return windowLabel(month, line.windowMonths)
  return line.lastMonth ? `after ${monthLabel(line.lastMonth)}` : 'not planned yet'
}

const CACHE = Symbol.for('pebble.delivery.line')
type WithCache = typeof globalThis & { [CACHE]?: IndexedLine }

/**
 * The newest saved line, indexed: one small query for its id, and the line itself read and
 * indexed only when a recompute saved a newer one (kept per process).
 */
export async function newestLine(payload: Payload): Promise<IndexedLine | null> {
  const id = await newestLineId(payload)
  if (id === null) return null
  const holder = globalThis as WithCache
  if (holder[CACHE]?.id !== id) holder[CACHE] = await indexLine(await lineWithId(payload, id))
  return holder[CACHE]!
}

/** A line this process just saved: read from memory, not again from the database. */
export function rememberLine(line: IndexedLine) {
  ;(globalThis as WithCache)[CACHE] = line
}

/** Forgets the line kept in memory (a bench measuring what a fresh process reads). */
export function forgetLine() {
  delete (globalThis as WithCache)[CACHE]
}
