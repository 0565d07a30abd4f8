import type { IndexedLine } from '../line'

/** One planned month as staff see it: per trim, how many reservations it holds against its capacity, and which orders. */
export type MonthFill = {
  month: string
  trims: Record<string, { held: number; capacity: number }>
  orderIds: number[]
}

/** How full each planned month is, and how many reservations wait past the plan, from a saved line. */
export function planFill(line: Pick<IndexedLine, 'plan' | 'lines'>): {
  months: MonthFill[]
  beyond: Record<string, number>
} {
  const months: MonthFill[] = [...line.plan]
    .sort((a, b) => (a.month < b.month ? -1 : 1))
    .map(({ month, capacity }) => ({
      month,
      trims: Object.fromEntries(
        Object.entries(capacity)
          .filter(([, units]) => units > 0)
          .map(([trim, units]) => [trim, { held: 0, capacity: units }]),
      ),
      orderIds: [],
    }))
  const beyond: Record<string, number> = {}
  for (const [trim, ids] of Object.entries(line.lines)) {
    let from = 0
    for (const fill of months) {
      const slot = fill.trims[trim]
      if (!slot) continue
      const taken = ids.slice(from, from + slot.capacity)
      slot.held = taken.length
      fill.orderIds.push(...taken)
      from += taken.length
    }
    beyond[trim] = ids.length - from
  }
  return { months, beyond }
}
