import type { PayloadHandler } from 'payload'

import { staffRole } from '@/access'
import { jsonError } from '@/kit/http/json'

import { callRequest, callSecondDeposit } from './call'

export const CALL_SECOND_DEPOSIT_PATH = '/cms-api/orders/call-second-deposit'

/** Who may call the second deposit: the customer team (admins and support). */
const MAY_CALL = ['admin', 'support']

/**
 * POST /cms-api/orders/call-second-deposit `{ dueDate, orders? | trim?, placedBefore?, status? }`:
 * calls the second deposit of the chosen orders (second-deposit/call.ts). 200 `{ called, skipped }`;
 * bad input 400 with a message and nothing changed; 401/403 for anyone but admins and support.
 */
export const callSecondDepositHandler: PayloadHandler = async (req) => {
  if (!req.user) return jsonError(401, 'Sign in as staff to call deposits.')
  if (!MAY_CALL.includes(staffRole(req.user) ?? '')) return jsonError(403, 'Only admins and support can call deposits.')
  const body = await req.json?.().catch(() => undefined)
  const parsed = callRequest.safeParse(body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return jsonError(400, `${issue.path.join('.') || 'body'}: ${issue.message}`)
  }
  const outcome = await callSecondDeposit(req.payload, parsed.data)
  if (!outcome.ok) return jsonError(400, outcome.message)
  return Response.json(outcome.result)
}
