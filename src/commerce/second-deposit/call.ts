import type { Payload, Where } from 'payload'
import { z } from 'zod'

import { inTransaction, lockForUpdate } from '@/db/transaction'
import type { Customer, Order } from '@/payload-types'

import { orderFilterWhere, parseOrderFilter, type OrderFilter } from '../orders/admin/filters'
import type { OrderStatus } from '../orders/statuses'
import { orderWithCustomer, ordersToCall } from './data'
import { changeOrder } from '../orders/data'
import { dueDateFromDay, REMINDER_STAGES } from './due-date'
import { sendSecondDepositMail } from './mail'

/** Orders a call may reach: the first deposit paid, the second not yet (a second call moves the due date). */
const CALLABLE: OrderStatus[] = ['first-deposit-paid', 'second-deposit-due']

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2027-03-01')

/** What staff send: the orders (by number, or a filter) and the due date. */
export const callRequest = z
  .object({
    dueDate: day,
    orders: z.array(z.string().min(1).max(40)).max(500).optional(),
    ids: z.array(z.number().int().positive()).max(500).optional(),
    trim: z.string().min(1).max(60).optional(),
    placedBefore: day.optional(),
    status: z.enum(CALLABLE as [OrderStatus, ...OrderStatus[]]).optional(),
    /** The orders list's filter (orders/admin/filters.ts): the call reaches the callable orders it shows. */
    filter: z.record(z.string().max(20), z.string().max(80)).optional(),
    /** true: say what the call would do (orders, mails, amount due, skipped and why), change nothing. */
    preview: z.boolean().optional(),
  })
  .strict()
export type CallRequest = z.infer<typeof callRequest>

export type CallResult = { called: string[]; skipped: { number: string; reason: string }[] }
export type CallPreview = {
  orders: number
  mails: number
  /** The second deposits the call asks for, in cents. */
  due: number
  dueDate: string
  skipped: { number: string; reason: string }[]
}

type CallCandidate = Pick<Order, 'status' | 'disputed' | 'secondDeposit'>

/**
 * Why an order is left out of a call for `dueDate`, or null when it is called: the one rule behind
 * the call and its preview.
 */
export function callVerdict(order: CallCandidate, dueDate: string): string | null {
  if (!CALLABLE.includes(order.status as OrderStatus) || order.secondDeposit?.status === 'paid')
    return 'no longer callable'
  if (order.status === 'second-deposit-due' && order.secondDeposit?.dueDate === dueDate)
    return 'already called for this date'
  // The cardholder is disputing the first deposit with their bank: asking them for more would
  // go to someone who says they never paid; staff settle the dispute first.
  if (order.disputed) return 'disputed: the first deposit is under an open dispute'
  return null
}

function whereOf(request: CallRequest, filter: OrderFilter | null): Where {
  const and: Where[] = [{ status: { in: request.status ? [request.status] : CALLABLE } }]
  if (filter) and.push(orderFilterWhere(filter))
  if (request.orders?.length) and.push({ number: { in: request.orders } })
  if (request.ids?.length) and.push({ id: { in: request.ids } })
  if (request.trim) and.push({ 'configuration.trim.uid': { equals: request.trim } })
  if (request.placedBefore) and.push({ createdAt: { less_than: `${request.placedBefore}T00:00:00.000Z` } })
  return { and }
}

/**
 * Calls the second deposit of the orders staff chose: each order, in its own short transaction
 * (its row locked), moves to `second-deposit-due` with the due date, and its customer's mail is
 * queued in that transaction. An order already called for the same date is skipped, so two staff
 * calling at once mail each customer once; an order under an open dispute is skipped. Returns what was called and what was skipped, and why;
 * with `preview`, what it would do, changing nothing.
 */
export async function callSecondDeposit(
  payload: Payload,
  request: CallRequest,
  now = new Date(),
): Promise<{ ok: true; result: CallResult | CallPreview } | { ok: false; message: string }> {
  const dueDate = dueDateFromDay(request.dueDate)
  if (!dueDate) return { ok: false, message: '“dueDate” is not a real date.' }
  if (dueDate.slice(0, 10) <= now.toISOString().slice(0, 10))
    return { ok: false, message: 'The due date must be after today.' }
  const parsed = request.filter ? parseOrderFilter(new URLSearchParams(request.filter)) : null
  if (parsed && !parsed.ok) return { ok: false, message: `filter: ${parsed.message}` }
  const filter = parsed?.ok && Object.keys(parsed.filter).length ? parsed.filter : null
  if (
    !request.orders?.length &&
    !request.ids?.length &&
    !request.trim &&
    !request.placedBefore &&
    !request.status &&
    !filter
  )
    return {
      ok: false,
      message: 'Choose orders: their numbers, or filter the list first (status, deposit, trim, dates).',
    }
  const docs = await ordersToCall(payload, whereOf(request, filter))
  const result: CallResult = { called: [], skipped: [] }
  for (const number of request.orders ?? [])
    if (!docs.some((d) => d.number === number)) result.skipped.push({ number, reason: 'not found or not callable' })
  if (request.preview) {
    const preview: CallPreview = { orders: 0, mails: 0, due: 0, dueDate, skipped: result.skipped }
    for (const order of docs) {
      const skip = callVerdict(order, dueDate)
      if (skip) preview.skipped.push({ number: order.number, reason: skip })
      else {
        preview.orders += 1
        preview.mails += 1
        preview.due += order.secondDeposit?.amount ?? 0
      }
    }
    return { ok: true, result: preview }
  }
  for (const { id, number } of docs) {
    const called = await inTransaction(payload, async (req) => {
      await lockForUpdate(req, 'orders', id)
      const order = await orderWithCustomer(req, id)
      const skip = callVerdict(order, dueDate)
      if (skip) return skip
      const updated = await changeOrder(req, {
        id,
        set: {
          status: 'second-deposit-due',
          secondDeposit: {
            ...order.secondDeposit!,
            status: 'due',
            dueDate,
            calledAt: now.toISOString(),
            ...Object.fromEntries(REMINDER_STAGES.map((stage) => [stage, null])),
          },
        },
      })
      await sendSecondDepositMail(updated, order.customer as Customer, 'call', req)
      return null
    })
    if (called) result.skipped.push({ number, reason: called })
    else result.called.push(number)
  }
  return { ok: true, result }
}
