import type { PayloadHandler } from 'payload'

import { staffRole } from '@/access'
import { csvResponse } from '@/content/api/csv'
import { jsonError } from '@/kit/http/json'
import type { Customer, Order } from '@/payload-types'

import { isOverdue } from '../../second-deposit/due-date'
import { ordersForExport, refundedPaymentsOf } from '../data'
import { ORDER_STATUS_LABELS } from '../statuses'
import { orderFilterWhere, parseOrderFilter } from './filters'

export const ORDERS_EXPORT_PATH = '/cms-api/orders/export.csv'

const dollars = (cents: number | null | undefined) => (typeof cents === 'number' ? (cents / 100).toFixed(2) : '')

/** What each order's payments have given back, in cents (the money-actions' settled refunds). */
type Refunded = Map<number, number>

const COLUMNS: [string, (order: Order, refunded: Refunded) => unknown][] = [
  ['number', (o) => o.number],
  ['placed at', (o) => o.createdAt],
  ['status', (o) => ORDER_STATUS_LABELS[o.status]],
  ['customer name', (o) => (o.customer as Customer).name],
  ['customer email', (o) => (o.customer as Customer).email],
  ['trim', (o) => o.configuration?.trim?.label],
  ['color', (o) => o.configuration?.color?.name],
  [
    'options',
    (o) =>
      (o.configuration?.options ?? [])
        .filter((x) => x.change !== 'included')
        .map((x) => `${x.change === 'removed' ? '−' : '+'}${x.name}`)
        .join('; '),
  ],
  ['total (USD)', (o) => dollars(o.pricing?.total)],
  ['first deposit (USD)', (o) => dollars(o.firstDeposit?.amount)],
  ['first deposit status', (o) => o.firstDeposit?.status],
  ['first deposit paid at', (o) => o.firstDeposit?.paidAt],
  ['second deposit (USD)', (o) => dollars(o.secondDeposit?.amount)],
  ['second deposit status', (o) => o.secondDeposit?.status],
  ['second deposit paid at', (o) => o.secondDeposit?.paidAt],
  ['second deposit called at', (o) => o.secondDeposit?.calledAt],
  ['second deposit due date', (o) => o.secondDeposit?.dueDate?.slice(0, 10)],
  ['second deposit call', (o) => callState(o)],
  ['refunded (USD)', (o, refunded) => dollars(refunded.get(o.id) ?? 0)],
  ['disputed', (o) => (o.disputed ? 'yes' : '')],
]

/** Where a called second deposit stands (the orders panel's three totals): due, overdue or paid. */
function callState(order: Order): string {
  const deposit = order.secondDeposit
  if (!deposit?.calledAt || !deposit.dueDate) return ''
  if (deposit.status === 'paid') return 'paid'
  if (order.status !== 'second-deposit-due') return ''
  return isOverdue(deposit.dueDate, new Date()) ? 'overdue' : 'due'
}

/**
 * GET /cms-api/orders/export.csv[?status=&deposit=&from=&to=] — the orders the admin's filters
 * show, oldest first, as CSV. Only staff who may read orders get them (the collection's access).
 */
export const exportOrdersCsv: PayloadHandler = async (req) => {
  if (!req.user) return jsonError(401, 'Sign in as staff to export orders.')
  if (!staffRole(req.user)) return jsonError(403, 'Only staff can export orders.')
  const parsed = parseOrderFilter(new URL(req.url ?? '', 'http://localhost').searchParams)
  if (!parsed.ok) return jsonError(400, parsed.message)

  const docs = await ordersForExport(req, orderFilterWhere(parsed.filter))
  const payments = docs.length
    ? await refundedPaymentsOf(
        req,
        docs.map((order) => order.id),
      )
    : []
  const refunded: Refunded = new Map()
  for (const payment of payments) {
    const orderId = typeof payment.order === 'object' ? payment.order.id : payment.order
    refunded.set(orderId, (refunded.get(orderId) ?? 0) + Number(payment.refundedAmount ?? 0))
  }
  return csvResponse('pebble-orders', [
    COLUMNS.map(([name]) => name),
    ...docs.map((order) => COLUMNS.map(([, value]) => value(order, refunded))),
  ])
}
