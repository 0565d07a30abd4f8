/**
 * The delivery window of every reservation, from the production plan: a pure function, so the
 * property test (tests/unit/delivery-windows.test.ts) can pin its two promises: no month ever
 * holds more reservations of a trim than the plan's capacity, and reservations are served in
 * order (when the first deposit was paid; ties by order number).
 */

/** Reservations past every planned month: "after <the last planned month>". */
export const BEYOND_PLAN = 'after'

export type PlanMonth = { month: string; capacity: Record<string, number> }
export type Reservation = { id: number; number: string; trim: string; paidAt: string }
/** A reservation's month (or BEYOND_PLAN), and its place among the active reservations of its trim. */
export type Assigned = { month: string; place: number; of: number }

/** Reservation order: the first deposit's payment time, then the order number. */
export const inLine = (a: Reservation, b: Reservation) =>
  a.paidAt < b.paidAt ? -1 : a.paidAt > b.paidAt ? 1 : a.number < b.number ? -1 : a.number > b.number ? 1 : 0

/** For each trim, the planned months in order, each repeated as many times as its capacity allows (as ranges). */
export function monthEdges(plan: PlanMonth[], trim: string): { month: string; upTo: number }[] {
  let total = 0
  return [...plan]
    .sort((a, b) => (a.month < b.month ? -1 : 1))
    .flatMap(({ month, capacity }) => {
      const units = capacity[trim] ?? 0
      if (units <= 0) return []
      total += units
      return [{ month, upTo: total }]
    })
}

/** The month the reservation at 0-based `index` in its trim's line takes. */
export function monthForPlace(edges: { month: string; upTo: number }[], index: number): string {
  let low = 0
  let high = edges.length
  while (low < high) {
    const mid = (low + high) >> 1
    if (edges[mid]!.upTo > index) high = mid
    else low = mid + 1
  }
  return edges[low]?.month ?? BEYOND_PLAN
}

/**
 * Each reservation takes the next unit of its trim's capacity, in reservation order. `queue` must
 * already be in line order (`inLine`), as a saved line is (line-changes.ts). The rule itself, kept
 * for reading; a saved line answers the same per order (line.ts). Returns one entry per reservation id.
 */
export function assignWindows(plan: PlanMonth[], queue: Reservation[]): Map<number, Assigned> {
  const edges = new Map<string, { month: string; upTo: number }[]>()
  const counts = new Map<string, number>()
  for (const r of queue) counts.set(r.trim, (counts.get(r.trim) ?? 0) + 1)
  const seen = new Map<string, number>()
  const result = new Map<number, Assigned>()
  for (const r of queue) {
    if (!edges.has(r.trim)) edges.set(r.trim, monthEdges(plan, r.trim))
    const index = seen.get(r.trim) ?? 0
    seen.set(r.trim, index + 1)
    result.set(r.id, { month: monthForPlace(edges.get(r.trim)!, index), place: index + 1, of: counts.get(r.trim)! })
  }
  return result
}
