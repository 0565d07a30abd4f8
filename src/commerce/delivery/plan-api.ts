import { type Payload, type TypedUser, ValidationError } from 'payload'
import { z } from 'zod'

import { staffRole } from '@/access'
import type { ProductionPlan } from '@/payload-types'

import { readPlan, savePlan, trimUids } from './data'
import { fromStored, planProblem, type StoredPlanMonth, toStored } from './plan-rules'
import type { PlanMonth } from './windows'

const DEFAULT_REASON = 'The production plan changed.'

/** The plan as GET and PUT /api/production-plan carry it. */
export type PlanBody = { months: PlanMonth[]; reason?: string }

export const planBody = z
  .object({
    months: z
      .array(
        z
          .object({
            month: z.string().max(7),
            capacity: z.record(z.string().max(100), z.number()),
          })
          .strict(),
      )
      .max(600),
    reason: z.string().trim().min(1).max(500).default(DEFAULT_REASON),
  })
  .strict()

export const planView = (plan: ProductionPlan) => ({
  months: fromStored(plan.months as StoredPlanMonth[]),
  windowMonths: plan.windowMonths,
  showPlaceInLine: plan.showPlaceInLine ?? true,
  reason: plan.reason ?? null,
  updatedAt: plan.updatedAt ?? null,
})

const READERS = ['admin', 'editor', 'support']

export type Answer = { status: number; body: unknown }
const refuse = (status: number, error: string, field?: string): Answer => ({
  status,
  body: field ? { error, field } : { error },
})

/** GET: the plan, for staff (a JWT, the admin's cookie or an API key). */
export async function getPlan(payload: Payload, user: TypedUser | null): Promise<Answer> {
  if (!user) return refuse(401, 'Sign in as staff, or send an API key.')
  if (!READERS.includes(staffRole(user) ?? '')) return refuse(403, 'Only staff can read the production plan.')
  return { status: 200, body: planView(await readPlan(payload)) }
}

/**
 * PUT: the whole plan, for admins. Checked before anything is written (the shape here, the plan's
 * rules in plan-rules.ts): a bad plan is a 400 naming its field, and nothing changes. The save
 * goes through Payload's update (the global's hook checks the same rules and queues the recompute).
 */
export async function putPlan(payload: Payload, user: TypedUser | null, body: unknown): Promise<Answer> {
  if (!user) return refuse(401, 'Sign in as an admin, or send an API key.')
  if (staffRole(user) !== 'admin') return refuse(403, 'Only admins can change the production plan.')
  const parsed = planBody.safeParse(body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    const field = issue.path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p)}`)).join('')
    return refuse(400, `${field || 'body'}: ${issue.message}`, field || 'body')
  }
  const problem = planProblem(parsed.data.months, await trimUids(payload))
  if (problem) return refuse(400, `${problem.field}: ${problem.message}`, problem.field)
  try {
    const saved = await savePlan(payload, { months: toStored(parsed.data.months), reason: parsed.data.reason }, user)
    return { status: 200, body: planView(saved) }
  } catch (error) {
    // A trim deleted between the check and the save: the global's hook refuses it the same way.
    if (!(error instanceof ValidationError)) throw error
    const first = error.data.errors[0]
    return refuse(400, `${first?.path ?? 'months'}: ${first?.message ?? error.message}`, first?.path ?? 'months')
  }
}
