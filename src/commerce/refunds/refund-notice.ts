import type { PayloadRequest } from 'payload'

import type { MoneyAction } from '@/payload-types'

import { actionsOf, updateMoneyAction } from './data'
import { sendRefundNotice } from './mail'

/**
 * Whether a refund gets its own mail to the customer: a refund by staff or one made at the
 * provider, unless staff chose not to mail. A cancellation's refunds are in its confirmation, and
 * a late payment's automatic refund has its own notice (auto-refund.ts).
 */
export const mailsOwnNotice = (action: MoneyAction) =>
  action.kind === 'refund' &&
  !action.forCancellation &&
  (action.actor === 'staff' || action.actor === 'provider') &&
  action.notifyCustomer !== false

/**
 * Queues the notice of each refund of the payment that went through and has not been mailed, and
 * marks it mailed, in the caller's transaction with the payment locked: a refund settled twice
 * (its request and a provider event, or a retried reconciliation) is mailed once.
 */
export async function mailSettledRefunds(req: PayloadRequest, paymentId: number): Promise<void> {
  for (const action of await actionsOf(req, paymentId)) {
    if (action.status !== 'succeeded' || action.customerMailedAt || !mailsOwnNotice(action)) continue
    await sendRefundNotice(req, action)
    await updateMoneyAction(req, action.id, { customerMailedAt: new Date().toISOString() })
  }
}
