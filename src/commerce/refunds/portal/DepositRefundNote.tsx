import type { Order } from '@/payload-types'

import { payloadClient } from '@/db/payload'

import { loadCommerceTerms } from '../../catalog/data'
import { orderRefundPolicy } from '../plan'
import { type DepositKind, depositRefundPhrase } from '../policy'

/** "It is refundable until …" for one deposit of an order, under the policy that order was placed under. */
export async function DepositRefundNote({ order, kind }: { order: Order; kind: DepositKind }) {
  const terms = await loadCommerceTerms(await payloadClient())
  return <>It is {depositRefundPhrase(orderRefundPolicy(order, terms.refundRules), kind)}.</>
}
