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

/** How many ids are indexed between two yields of the thread (a few milliseconds of work on a busy machine). */
const INDEX_CHUNK = 2_000
/**
 * More trims than the catalog will hold: `at` keeps index and trim as index × TRIM_SLOTS + trim,
 * a small integer (a heap-allocated number per id would make the garbage collector pause the thread).
 */
const TRIM_SLOTS = 16

const yieldThread = () => new Promise((resolve) => setImmediate(resolve))
const COMMA = 44
const ZERO = 48

/**
 * Indexes a saved line, reading each trim's ids from its string digit by digit (no array of
 * substrings) and yielding the thread every INDEX_CHUNK ids: 100,000 ids never in one stretch.
 */
export async function indexLine(
  line: Pick<DeliveryLine, 'id' | 'takenAt' | 'windowMonths' | 'plan' | 'lines'>,
): Promise<IndexedLine> {
  const plan = line.plan as PlanMonth[]
  const lines: Lines = {}
  const trims = Object.keys(line.lines as SavedLines)
  if (trims.length > TRIM_SLOTS) throw new Error(`A line holds at most ${TRIM_SLOTS} trims.`)
  const at = new Map<number, number>()
  const edges = new Map<string, { month: string; upTo: number }[]>()
  for (const [t, trim] of trims.entries()) {
    const text = (line.lines as SavedLines)[trim]!
    const ids: number[] = (lines[trim] = [])
    edges.set(trim, monthEdges(plan, trim))
    let id = 0
    for (let i = 0; i <= text.length; i++) {
      const char = i < text.length ? text.charCodeAt(i) : COMMA
      if (char !== COMMA) {
        id = id * 10 + (char - ZERO)
        continue
      }
      if (i === 0) break // an empty line
      at.set(id, ids.length * TRIM_SLOTS + t)
      ids.push(id)
      id = 0
      if (ids.length % INDEX_CHUNK === 0) await yieldThread()
    }
    await yieldThread()
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
  const trim = line.trims[code % TRIM_SLOTS]!
  const index = Math.floor(code / TRIM_SLOTS)
  return {
    trim,
    month: monthForPlace(line.edges.get(trim) ?? [], index),
    place: index + 1,
    of: line.lines[trim]!.length,
  }
}

/** Just the month of an order in a line (windowIn without building an object: compared for 100,000 orders at once). */
export function monthIn(line: IndexedLine, orderId: number): string | null {
  const code = line.at.get(orderId)
  if (code === undefined) return null
  return monthForPlace(line.edges.get(line.trims[code % TRIM_SLOTS]!) ?? [], Math.floor(code / TRIM_SLOTS))
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
