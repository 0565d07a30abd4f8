import type { PayloadRequest } from 'payload'

import type { MoneyAction, Payment } from '@/payload-types'

import { sendAutoRefundNotice } from './mail'
import { reserveRefund } from './refund'

export const AUTO_REFUND_REASON = 'auto-refund: order cancelled'

/**
 * A payment that succeeded for an order already cancelled (its checkout was still open at the
 * cancellation) is refunded in full by the site, not left for staff to notice. Inside the
 * payment's transaction: the pending refund and the customer's notice are written with the
 * payment; the caller asks the provider after the commit (executeRefund), and a crash in between
 * leaves the refund to the reconciliation.
 */
export async function reserveAutoRefund(req: PayloadRequest, payment: Payment): Promise<MoneyAction> {
  const action = await reserveRefund(
    req,
    payment.id,
    { amount: payment.amount, reason: AUTO_REFUND_REASON },
    { actor: 'system' },
  )
  await sendAutoRefundNotice(req, payment.id)
  return action
}
