import { MONTH } from './months'
import type { PlanMonth } from './windows'

/** A plan's first problem, with the field it is in (as the API names it), or null when the plan is sound. */
export type PlanProblem = { field: string; message: string }

/**
 * The rules of a production plan, in one place for the admin's form and the ERP's API: months
 * written "YYYY-MM", each once; capacities whole numbers from 0, for trims the catalog has.
 */
export function planProblem(months: PlanMonth[], trimUids: readonly string[]): PlanProblem | null {
  const seen = new Set<string>()
  for (const [i, { month, capacity }] of months.entries()) {
    if (!MONTH.test(month)) return { field: `months[${i}].month`, message: `“${month}” is not a month (YYYY-MM).` }
    if (seen.has(month)) return { field: `months[${i}].month`, message: `${month} is in the plan twice.` }
    seen.add(month)
    for (const [trim, units] of Object.entries(capacity)) {
      const field = `months[${i}].capacity.${trim}`
      if (!trimUids.includes(trim)) return { field, message: `There is no trim “${trim}”.` }
      if (!Number.isInteger(units) || units < 0) return { field, message: 'Capacity must be a whole number from 0.' }
    }
  }
  return null
}

/** The plan as the admin stores it (an array of trims per month) and as the API and the window function read it. */
export type StoredPlanMonth = { month: string; capacity?: { trim: string; units: number }[] | null }

export const fromStored = (months: StoredPlanMonth[] | null | undefined): PlanMonth[] =>
  (months ?? []).map(({ month, capacity }) => ({
    month,
    capacity: Object.fromEntries((capacity ?? []).map(({ trim, units }) => [trim, units])),
  }))

export const toStored = (months: PlanMonth[]): StoredPlanMonth[] =>
  months.map(({ month, capacity }) => ({
    month,
    capacity: Object.entries(capacity).map(([trim, units]) => ({ trim, units })),
  }))
