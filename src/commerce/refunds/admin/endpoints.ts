import type { PayloadHandler, PayloadRequest } from 'payload'
import { z } from 'zod'

import { staffRole, type StaffRole } from '@/access'
import { env } from '@/config/env'
import { inTransaction, lockForUpdate } from '@/db/transaction'
import { jsonError } from '@/kit/http/json'

import { readCommerceTerms } from '../../catalog/data'
import { changeOrder } from '../../orders/data'
import { STAFF_STAGE_AFTER } from '../../orders/stateMachine'
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '../../orders/statuses'
import { cancelOrder } from '../cancel'
import { actionsOfOrder, orderOrNull, paymentOrNull, paymentsOfOrder } from '../data'
import { orderRefundPolicy } from '../plan'
import { depositRefundable } from '../policy'
import { reconcileRefunds } from '../reconcile'
import { refundPayment, RefundRefused } from '../refund'
import { moneyView } from './money-view'

const reason = z.string().trim().min(3, 'Give a reason (at least 3 characters).').max(1000)
const refundBody = z.object({
  paymentId: z.number().int().positive(),
  amount: z.number().int('The amount is in whole US cents.').positive('The amount must be more than zero.'),
  reason,
  override: z.boolean().optional(),
  /** false: the customer is not mailed about this refund (recorded on it). */
  notifyCustomer: z.boolean().optional(),
})
const cancelBody = z.object({ reason, refund: z.boolean() })
const stageBody = z.object({ to: z.enum(ORDER_STATUSES) })

async function bodyOf(req: PayloadRequest): Promise<unknown> {
  try {
    return await req.json?.()
  } catch {
    return undefined
  }
}

const invalid = (error: z.ZodError) =>
  jsonError(400, `${error.issues[0]?.path.join('.') || 'body'}: ${error.issues[0]?.message}`)

const orderIdOf = (req: PayloadRequest) => {
  const id = Number(req.routeParams?.id)
  return Number.isInteger(id) && id > 0 ? id : null
}

const refused = (error: unknown) => {
  if (error instanceof RefundRefused) return jsonError(error.status, error.message)
  throw error
}

/**
 * The refusal of a request whose staff role may not do `what`. A request with no user at all is most
 * often a session the server did not accept here (Payload's CSRF list refuses a cookie sent from
 * an address other than the configured ones): saying "only admins" then would mislead an admin.
 */
function refusal(req: PayloadRequest, roles: StaffRole[], what: string): Response | null {
  if (!req.user && req.headers.get('cookie')?.includes('payload-token='))
    return jsonError(
      401,
      `Your session is not recognised here: sign in again on ${env.serverUrl}/admin (this address is not one the site trusts for staff sessions).`,
    )
  if (!req.user) return jsonError(401, `Sign in as staff to ${what}.`)
  const role = staffRole(req.user)
  if (role && roles.includes(role)) return null
  return jsonError(403, `Only ${roles.map((r) => (r === 'support' ? 'support' : `${r}s`)).join(' and ')} can ${what}.`)
}

/**
 * GET /cms-api/orders/:id/money — admins and support: the order's money as staff see it, with the
 * actions that apply to this staff member (money-view.ts). The order page in the admin shows it.
 */
export const moneyViewEndpoint: PayloadHandler = async (req) => {
  const denied = refusal(req, ['admin', 'support'], 'see an order’s money')
  if (denied) return denied
  const orderId = orderIdOf(req)
  const order = orderId ? await orderOrNull(req, orderId) : null
  if (!order) return jsonError(404, 'No such order.')
  const [terms, payments, actions] = await Promise.all([
    readCommerceTerms(req.payload),
    paymentsOfOrder(req.payload, order.id),
    actionsOfOrder(req.payload, order.id),
  ])
  return Response.json(
    moneyView({
      order,
      payments,
      actions,
      policy: orderRefundPolicy(order, terms.refundRules),
      role: staffRole(req.user),
      stripeTestMode: Boolean(env.stripeSecretKey?.startsWith('sk_test_')),
    }),
    { headers: { 'cache-control': 'no-store' } },
  )
}

/**
 * POST /cms-api/orders/:id/refund {paymentId, amount (cents), reason, override?, notifyCustomer?} —
 * admins only. Within the order's policy unless `override` (an admin's decision, recorded with
 * its reason). The customer is mailed when the refund goes through unless `notifyCustomer` is false.
 */
export const refundEndpoint: PayloadHandler = async (req) => {
  const denied = refusal(req, ['admin'], 'refund payments')
  if (denied) return denied
  const orderId = orderIdOf(req)
  const parsed = refundBody.safeParse(await bodyOf(req))
  if (!orderId) return jsonError(404, 'No such order.')
  if (!parsed.success) return invalid(parsed.error)
  const { paymentId, amount, override, notifyCustomer } = parsed.data
  const payment = await paymentOrNull(req, paymentId)
  const order = await orderOrNull(req, orderId)
  const paymentOrder = payment && (typeof payment.order === 'object' ? payment.order.id : payment.order)
  if (!order || !payment || paymentOrder !== order.id) return jsonError(404, 'No such payment on this order.')
  const policy = orderRefundPolicy(order, (await readCommerceTerms(req.payload)).refundRules)
  const allowed = depositRefundable(policy, payment.kind, order.status as OrderStatus)
  if (!allowed && !override)
    return jsonError(
      409,
      'The order’s refund policy does not allow refunding this deposit now. An admin may override it with a reason.',
    )
  try {
    const action = await refundPayment(
      req.payload,
      paymentId,
      { amount, reason: parsed.data.reason, policyOverride: !allowed, notifyCustomer },
      { actor: 'staff', email: (req.user as { email?: string }).email ?? '' },
    )
    return Response.json({ refund: action }, { status: action.status === 'failed' ? 502 : 201 })
  } catch (error) {
    return refused(error)
  }
}

/**
 * POST /cms-api/orders/:id/cancel {reason, refund} — admins and support. Support may start a
 * cancellation only within the policy (refund: true refunds what the policy allows); keeping the
 * money (refund: false) is an admin's decision.
 */
export const cancelEndpoint: PayloadHandler = async (req) => {
  const denied = refusal(req, ['admin', 'support'], 'cancel orders')
  if (denied) return denied
  const role = staffRole(req.user)
  const orderId = orderIdOf(req)
  const parsed = cancelBody.safeParse(await bodyOf(req))
  if (!orderId) return jsonError(404, 'No such order.')
  if (!parsed.success) return invalid(parsed.error)
  if (!parsed.data.refund && role !== 'admin')
    return jsonError(403, 'Only admins can cancel without the refund the policy gives.')
  const order = await orderOrNull(req, orderId)
  if (!order) return jsonError(404, 'No such order.')
  try {
    const refunds = await cancelOrder(
      req.payload,
      orderId,
      { actor: 'staff', email: (req.user as { email?: string }).email ?? '' },
      parsed.data,
    )
    return Response.json({ cancelled: true, refunds })
  } catch (error) {
    return refused(error)
  }
}

/**
 * POST /cms-api/orders/:id/stage {to} — admins: move a paid order into its next stage by hand
 * (in production, ready for handover, handed over: STAFF_STAGE_AFTER). `to` must be the stage that
 * follows the order's status as it is when the order is locked, so a double click or two admins
 * move it once; the other is told where it is now.
 */
export const stageEndpoint: PayloadHandler = async (req) => {
  const denied = refusal(req, ['admin'], 'move an order to its next stage')
  if (denied) return denied
  const orderId = orderIdOf(req)
  const parsed = stageBody.safeParse(await bodyOf(req))
  if (!orderId) return jsonError(404, 'No such order.')
  if (!parsed.success) return invalid(parsed.error)
  const to = parsed.data.to
  const outcome = await inTransaction(req.payload, async (tx) => {
    await lockForUpdate(tx, 'orders', orderId)
    const order = await orderOrNull(tx, orderId)
    if (!order) return jsonError(404, 'No such order.')
    if (order.disputed)
      return jsonError(409, 'The order has an open dispute: it stays where it is until the bank decides.')
    if (STAFF_STAGE_AFTER[order.status] !== to)
      return jsonError(
        409,
        `The order is “${ORDER_STATUS_LABELS[order.status]}”: it cannot move to “${ORDER_STATUS_LABELS[to]}” now.`,
      )
    await changeOrder(tx, { id: orderId, set: { status: to } })
    return Response.json({ status: to })
  })
  return outcome
}

/** POST /cms-api/money-actions/reconcile — admins: settle refunds left in flight now (the job does it every few minutes). */
export const reconcileEndpoint: PayloadHandler = async (req) => {
  if (staffRole(req.user) !== 'admin') return jsonError(403, 'Only admins can reconcile refunds.')
  const after = Number(new URL(req.url ?? '', 'http://localhost').searchParams.get('afterMs') ?? NaN)
  return Response.json(await reconcileRefunds(req.payload, Number.isInteger(after) && after >= 0 ? after : undefined))
}
