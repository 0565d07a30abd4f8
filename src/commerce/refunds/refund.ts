import { type PayloadRequest } from 'payload'

import { inTransaction, lockOrderThenPayment } from '@/db/transaction'
import type { MoneyAction } from '@/payload-types'

import { getPaymentProvider } from '../payments/provider'
import type { RefundResult } from '../payments/provider-types'
import type { MoneyActor } from './kinds'
import { actionsOf, insertMoneyAction, moneyActionById, paymentById } from './data'
import { refundableLeft, settleRefund, syncRefunded } from './record'
import { payloadClient } from '@/db/payload'
import { relationId } from '@/db/relation-id'

/** Locks the payment's order, then the payment (a payment never changes its order, so it is read before the locks). */
async function lockPaymentAndOrder(req: PayloadRequest, paymentId: number): Promise<void> {
  const { order } = await paymentById(paymentId, req)
  await lockOrderThenPayment(req, relationId(order), paymentId)
}

export type Requester = { actor: Exclude<MoneyActor, 'provider'>; email?: string }
export type RefundAsk = {
  amount: number
  reason: string
  policyOverride?: boolean
  /** Made by the order's cancellation: its confirmation mail reports it (confirm.ts). */
  forCancellation?: boolean
}

export class RefundRefused extends Error {
  constructor(
    message: string,
    readonly status = 409,
  ) {
    super(message)
  }
}

/**
 * Phase 1 of a refund, inside the caller's transaction with the payment locked: checks what is left
 * to refund (every refund that succeeded or is in flight counts) and records a pending refund with
 * its idempotency key. Two requests for the same payment take turns on the lock, so the second
 * sees the first's pending refund: the money is refunded once.
 */
export async function reserveRefund(
  req: PayloadRequest,
  paymentId: number,
  ask: RefundAsk,
  by: Requester,
): Promise<MoneyAction> {
  await lockPaymentAndOrder(req, paymentId)
  const payment = await paymentById(paymentId, req)
  if (payment.status !== 'succeeded') throw new RefundRefused('This payment was not paid: there is nothing to refund.')
  const actions = await actionsOf(req, payment.id)
  const left = refundableLeft(payment, actions)
  if (left <= 0) throw new RefundRefused('This payment is already refunded in full.')
  if (ask.amount > left)
    throw new RefundRefused(`Only ${(left / 100).toFixed(2)} USD of this payment is left to refund.`, 400)
  const refunds = actions.filter((a) => a.kind === 'refund').length
  return insertMoneyAction(req, {
    order: relationId(payment.order),
    payment: payment.id,
    kind: 'refund',
    amount: ask.amount,
    status: 'pending',
    actor: by.actor,
    actorEmail: by.email || undefined,
    reason: ask.reason,
    policyOverride: ask.policyOverride === true,
    forCancellation: ask.forCancellation === true,
    // From our ids, and sent to the provider: a retry of this refund (reconciliation) is the same refund there.
    idempotencyKey: `refund:${payment.id}:${refunds + 1}`,
  })
}

/** What executeRefund asks the provider: to make the refund (the request that reserved it), or only whether it did (the reconciliation). */
type Asking = 'make' | 'find'

/** Set when the reconciliation finds no refund at the provider for a key: the call never reached it. */
export const NEVER_REACHED =
  'The refund was interrupted before the payment provider received it: nothing was refunded. Refund it again if it is still due.'

/**
 * Phases 2 and 3: asks the provider (no transaction open), then settles the pending refund with
 * its answer. `make` sends the refund (the request that reserved it); `find` only asks whether it
 * was made (the reconciliation of a refund whose process died during the call): the provider's
 * refund when it made one, or settled as failed when it never received the call. When the
 * provider cannot be reached the refund stays pending for the next reconciliation. Returns the
 * refund as settled.
 */
export async function executeRefund(actionId: number, asking: Asking = 'make'): Promise<MoneyAction> {
  const action = await moneyActionById(actionId)
  if (action.status !== 'pending') return action
  const payment = await paymentById(relationId(action.payment))
  let result: Settlement
  try {
    const provider = await getPaymentProvider()
    if (provider.id !== payment.provider)
      return settle(action.id, payment.id, {
        reference: `unavailable:${action.idempotencyKey}`,
        status: 'failed',
        failureMessage: `This payment was made through the ${payment.provider} provider, which this site no longer uses: refund it there.`,
      })
    if (action.providerReference) result = await provider.refundStatus(action.providerReference)
    else if (asking === 'make') result = await provider.refund(payment, action.amount, action.idempotencyKey)
    else
      // No reference: should the provider answer after all (a call slower than the reconciliation's wait), its refund is recorded.
      result = (await provider.findRefund(payment, action.idempotencyKey)) ?? {
        status: 'failed',
        failureMessage: NEVER_REACHED,
      }
  } catch (error) {
    console.error(`[refunds] refund ${action.idempotencyKey} is left pending: ${(error as Error).message}`)
    return action
  }
  return settle(action.id, payment.id, result)
}

/** The provider's answer, or ours when it has none (a refund it never received has no reference). */
type Settlement = Omit<RefundResult, 'reference'> & { reference?: string }

/** Phase 3: records the provider's answer (a webhook may have done it already: then nothing changes). */
export async function settle(actionId: number, paymentId: number, result: Settlement): Promise<MoneyAction> {
  const payload = await payloadClient()
  return inTransaction(payload, async (req) => {
    await lockPaymentAndOrder(req, paymentId)
    const action = await moneyActionById(actionId, req)
    if (await settleRefund(req, action, result)) await syncRefunded(req, await paymentById(paymentId, req))
    return moneyActionById(actionId, req)
  })
}

/** A refund of one payment, in full or in part: reserve, commit, ask the provider, settle. */
export async function refundPayment(paymentId: number, ask: RefundAsk, by: Requester): Promise<MoneyAction> {
  const payload = await payloadClient()
  const reserved = await inTransaction(payload, (req) => reserveRefund(req, paymentId, ask, by))
  return executeRefund(reserved.id)
}
