import type { RequestContext } from 'payload'

import { publicError } from '@/content/api/public-error'

import type { OrderStatus } from './statuses'

/** Set in the request context by changeOrder (data.ts), the one path an order's status moves by. */
export const ORDER_CHANGE = 'pebbleOrderChange'

/**
 * An order's status is read-only to anyone editing the order (the admin's form, a PATCH): it moves
 * only through the order's actions (a payment, a cancellation, the second deposit's call…), each of
 * which goes through changeOrder with its own rules, confirmation and mail.
 */
export function refuseStatusEdit(
  operation: string,
  from: OrderStatus | undefined,
  to: OrderStatus | undefined,
  context: RequestContext,
) {
  if (operation !== 'update' || !from || !to || from === to || context[ORDER_CHANGE]) return
  throw publicError(
    'An order’s status cannot be edited: it changes only through the order’s actions (cancel, refund, the second deposit’s call, payments).',
    403,
  )
}
