import type { Payload, PayloadRequest } from 'payload'

import { inTransaction, lockOrderThenPayment } from '@/db/transaction'
import type { MoneyAction } from '@/payload-types'

import { getPaymentProvider } from '../payments/provider'
import type { RefundResult } from '../payments/provider-types'
import type { MoneyActor } from './kinds'
import { actionsOf, insertMoneyAction, moneyActionById, paymentById } from './data'
import { mailSettledRefunds } from './refund-notice'
import { openDisputeOf, refundableLeft, settleRefund, syncRefunded } from './record'
import { relationId } from '@/db/relation-id'

/** Locks the payment's order, then the payment (a payment never changes its order, so it is read before the locks). */
async function lockPaymentAndOrder(req: PayloadRequest, paymentId: number): Promise<void> {
  const { order } = await paymentById(req.payload, paymentId, req)
  await lockOrderThenPayment(req, relationId(order), paymentId)
}

export type Requester = { actor: Exclude<MoneyActor, 'provider'>; email?: string }
export type RefundAsk = {
  amount: number
  reason: string
  policyOverride?: boolean
  /** Made by the order's cancellation: its confirmation mail reports it (confirm.ts). */
  forCancellation?: boolean
  /** false: staff chose not to mail the customer about this refund (recorded on it). Default true. */
  notifyCustomer?: boolean
}

export class RefundRefused extends Error {
  constructor(
    message: string,
    readonly status = 409,
  ) {
    super(message)
  }
}

const usd = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })

/**
 * The refusal that names the open dispute: while the bank decides, a refund could pay the
 * cardholder twice. Staff are told what to do; a customer is told what happens.
 */
export function disputeRefusal(
  dispute: Pick<MoneyAction, 'amount' | 'createdAt' | 'providerReference'>,
  actor: MoneyActor,
): RefundRefused {
  const opened = day(dispute.createdAt)
  return new RefundRefused(
    actor === 'customer'
      ? `Your payment of ${usd(dispute.amount)} is disputed with your bank (since ${opened}), so we cannot refund it while the bank decides. Write to us from the contact page and we will sort it out together.`
      : `This payment is disputed: dispute ${dispute.providerReference} for ${usd(dispute.amount)}, opened on ${opened}, is open with the cardholder’s bank. Nothing can be refunded until the bank decides: a refund now could pay the cardholder twice. Answer the dispute at the payment provider; if it is won, the payment can be refunded again.`,
  )
}

/**
 * Phase 1 of a refund, inside the caller's transaction with the payment locked: checks what is left
 * to refund (every refund that succeeded or is in flight counts, and so does a dispute the bank
 * decided for the cardholder), refuses while a dispute is open, and records a pending refund with
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
  const payment = await paymentById(req.payload, paymentId, req)
  if (payment.status !== 'succeeded') throw new RefundRefused('This payment was not paid: there is nothing to refund.')
  const actions = await actionsOf(req, payment.id)
  const dispute = openDisputeOf(actions)
  if (dispute) throw disputeRefusal(dispute, by.actor)
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
    notifyCustomer: ask.notifyCustomer !== false,
    // From our ids, and sent to the provider: a retry of this refund (reconciliation) is the same refund there.
    idempotencyKey: `refund:${payment.id}:${refunds + 1}`,
  })
}

/**
 * Who asks the provider: the request that reserved the refund (`request`: it makes it), or the
 * reconciliation of a refund still pending after its request should have ended.
 */
type Asker = 'request' | 'reconciliation'

/**
 * Phases 2 and 3: asks the provider (no transaction open), then settles the pending refund with
 * its answer. The request that reserved the refund makes it. The reconciliation never guesses:
 * it asks the provider for the refund by its reference, or else for one made with its
 * idempotency key, and when there is none it makes the refund under that same key. The provider
 * makes one refund per key (Stripe: for 24 hours, and answers a second call while the first is in
 * flight with an error; past 24 hours the refund is found by the key kept in its metadata), so a
 * refund whose own request is still making it, or that died mid-call, is made once however often
 * it is asked. When the provider cannot be reached the refund stays pending for the next run.
 * Returns the refund as settled.
 */
export async function executeRefund(
  payload: Payload,
  actionId: number,
  asker: Asker = 'request',
): Promise<MoneyAction> {
  const action = await moneyActionById(payload, actionId)
  if (action.status !== 'pending') return action
  const payment = await paymentById(payload, relationId(action.payment))
  let result: Settlement
  try {
    const provider = await getPaymentProvider()
    if (provider.id !== payment.provider)
      return settle(payload, action.id, payment.id, asker, {
        reference: `unavailable:${action.idempotencyKey}`,
        status: 'failed',
        failureMessage: `This payment was made through the ${payment.provider} provider, which this site no longer uses: refund it there.`,
      })
    if (action.providerReference) result = await provider.refundStatus(action.providerReference)
    else if (asker === 'request') result = await provider.refund(payment, action.amount, action.idempotencyKey)
    else
      result =
        (await provider.findRefund(payment, action.idempotencyKey)) ??
        (await provider.refund(payment, action.amount, action.idempotencyKey))
  } catch (error) {
    console.error(`[refunds] refund ${action.idempotencyKey} is left pending: ${(error as Error).message}`)
    return action
  }
  return settle(payload, action.id, payment.id, asker, result)
}

/** The provider's answer, or ours when it has none (a provider this site no longer uses). */
type Settlement = Omit<RefundResult, 'reference'> & { reference?: string }

/** Phase 3: records the provider's answer, under the payment's lock (a webhook may have settled it already: then nothing changes). */
async function settle(
  payload: Payload,
  actionId: number,
  paymentId: number,
  asker: Asker,
  result: Settlement,
): Promise<MoneyAction> {
  return inTransaction(payload, async (req) => {
    await lockPaymentAndOrder(req, paymentId)
    const action = await moneyActionById(payload, actionId, req)
    if (await settleRefund(req, action, result, asker)) {
      await syncRefunded(req, await paymentById(payload, paymentId, req))
      await mailSettledRefunds(req, paymentId)
    }
    return moneyActionById(payload, actionId, req)
  })
}

/** A refund of one payment, in full or in part: reserve, commit, ask the provider, settle. */
export async function refundPayment(
  payload: Payload,
  paymentId: number,
  ask: RefundAsk,
  by: Requester,
): Promise<MoneyAction> {
  const reserved = await inTransaction(payload, (req) => reserveRefund(req, paymentId, ask, by))
  return executeRefund(payload, reserved.id)
}
