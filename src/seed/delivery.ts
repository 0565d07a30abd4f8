/**
 * Demo production plan: the next 18 months from spring, each trim's monthly output ramping up, a
 * two-month window, places in line shown. Then one recompute, so the demo orders have their
 * windows as soon as the site starts (later changes recompute through the job queue).
 */
import type { Payload } from 'payload'

import { addMonths, monthOf } from '../commerce/delivery/months'
import { toStored } from '../commerce/delivery/plan-rules'
import { recomputeWindows } from '../commerce/delivery/recompute'

const context = { disableRevalidate: true }

/** Units per month once the line runs at full rate; the first months ramp up to it. */
const FULL_RATE: Record<string, number> = { essential: 40, adventure: 30, summit: 12 }

export async function seedProductionPlan(payload: Payload, now = new Date()): Promise<void> {
  const first = addMonths(monthOf(now), 3)
  const months = Array.from({ length: 18 }, (_, i) => ({
    month: addMonths(first, i),
    capacity: Object.fromEntries(
      Object.entries(FULL_RATE).map(([trim, rate]) => [trim, Math.round((rate * Math.min(i + 1, 4)) / 4)]),
    ),
  }))
  await payload.updateGlobal({
    slug: 'production-plan',
    data: { windowMonths: 2, showPlaceInLine: true, months: toStored(months), reason: 'The first production plan.' },
    overrideAccess: true,
    context,
  })
  await recomputeWindows(payload, 'The first production plan.')
}
