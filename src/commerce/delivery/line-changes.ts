import type { LineEntry } from './data'
import type { Lines } from './line'
import { inLine, type Reservation } from './windows'

type KeysOf = (ids: number[]) => Promise<Map<number, Reservation>>

const yieldThread = () => new Promise((resolve) => setImmediate(resolve))

/** How many entries are sorted, or merged, between two yields of the thread. */
const SORT_STEP = 4_096

/** Two sorted runs as one (a stable merge). */
function merge<T>(a: T[], b: T[], compare: (x: T, y: T) => number): T[] {
  const out = new Array<T>(a.length + b.length)
  let i = 0
  let j = 0
  let k = 0
  while (i < a.length && j < b.length) out[k++] = compare(b[j]!, a[i]!) < 0 ? b[j++]! : a[i++]!
  while (i < a.length) out[k++] = a[i++]!
  while (j < b.length) out[k++] = b[j++]!
  return out
}

/**
 * A merge sort that frees the thread between steps: one `Array.sort` of a 33,000-reservation trim
 * held it ~40 ms, too near the 50 ms budget. Runs of SORT_STEP are sorted, then merged in pairs.
 */
async function sortInSteps<T>(items: T[], compare: (x: T, y: T) => number): Promise<T[]> {
  let runs: T[][] = []
  for (let start = 0; start < items.length; start += SORT_STEP) {
    runs.push(items.slice(start, start + SORT_STEP).sort(compare))
    await yieldThread()
  }
  while (runs.length > 1) {
    const merged: T[][] = []
    for (let i = 0; i < runs.length; i += 2) {
      merged.push(i + 1 < runs.length ? merge(runs[i]!, runs[i + 1]!, compare) : runs[i]!)
      if (merged.at(-1)!.length >= SORT_STEP) await yieldThread()
    }
    runs = merged
  }
  return runs[0] ?? []
}

/** The first line (or a rebuild): the waiting reservations per trim, in reservation order. */
export async function lineFrom(entries: LineEntry[]): Promise<Lines> {
  const byTrim = new Map<string, LineEntry[]>()
  for (const entry of entries) {
    if (!entry.waiting) continue
    const members = byTrim.get(entry.trim)
    if (members) members.push(entry)
    else byTrim.set(entry.trim, [entry])
  }
  const lines: Lines = {}
  for (const [trim, members] of byTrim) lines[trim] = (await sortInSteps(members, inLine)).map((m) => m.id)
  return lines
}

/**
 * A line with the changed orders applied: each leaves its place, and those that wait join again
 * where their reservation key puts them, found by a binary search that reads the keys of the
 * neighbours it looks at (most join at the end: one read). Nothing else in the line moved, so a
 * recompute reads the orders that changed, never the 100,000 that did not.
 */
export async function withChanges(lines: Lines, changed: LineEntry[], keysOf: KeysOf): Promise<Lines> {
  const gone = new Set(changed.map((c) => c.id))
  const next: Lines = {}
  for (const [trim, ids] of Object.entries(lines)) next[trim] = gone.size ? ids.filter((id) => !gone.has(id)) : [...ids]
  const known = new Map<number, Reservation>(changed.map((c) => [c.id, c]))
  const keyAt = async (id: number) => {
    if (!known.has(id)) for (const [k, v] of await keysOf([id])) known.set(k, v)
    return known.get(id)
  }
  for (const joining of changed.filter((c) => c.waiting).sort(inLine)) {
    const ids = (next[joining.trim] ??= [])
    ids.splice(await placeFor(ids, joining, keyAt), 0, joining.id)
  }
  return next
}

/**
 * Where a reservation joins a trim's line (ids in reservation order): a binary search that reads
 * the keys of the neighbours it looks at; most join at the end, so the last one is looked at first.
 */
export async function placeFor(
  ids: number[],
  joining: Reservation,
  keyAt: (id: number) => Promise<Reservation | undefined>,
): Promise<number> {
  let low = 0
  let high = ids.length
  const last = ids.length ? await keyAt(ids[ids.length - 1]!) : undefined
  if (!last || inLine(last, joining) < 0) return high
  while (low < high) {
    const mid = (low + high) >> 1
    const key = await keyAt(ids[mid]!)
    if (!key || inLine(key, joining) < 0) low = mid + 1
    else high = mid
  }
  return low
}
