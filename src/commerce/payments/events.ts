import type { Payload, PayloadRequest, Where } from 'payload'

import { settleAccountCreation } from '@/rate-limit/policies'
import { inTransaction, lockOrderThenPayment } from '@/db/transaction'
import { metrics } from '@/observability/metrics.mjs'
import { sendDepositReceipt } from '../orders/mail'
import { reserveAutoRefund } from '../refunds/auto-refund'
import { sendDisputeAlert } from '../refunds/mail'
import { executeRefund } from '../refunds/refund'
import { recordDispute, recordRefundReports } from '../refunds/record'
import { changeOrder } from '../orders/data'
import { statusAfterDepositPaid } from '../orders/stateMachine'
import type { OrderStatus } from '../orders/statuses'
import type { Order, Payment } from '@/payload-types'
import { isPostgres } from '@/config/env'
import { eventHandled, orderById, paymentById, paymentWhere, recordEvent, updatePayment } from './data'
import type { PaymentEvent } from './provider-types'
import { faultAfterReceipt } from './test-faults'
import { relationId } from '@/db/relation-id'

export type EventResult = {
  status: 'applied' | 'duplicate' | 'ignored' | 'rejected'
  outcome: string
  paymentId?: number
}

async function findPayment(req: PayloadRequest, event: PaymentEvent): Promise<Payment | null> {
  const where: Where | null = event.reference
    ? { providerReference: { equals: event.reference } }
    : event.chargeReference
      ? { chargeReference: { equals: event.chargeReference } }
      : null
  if (!where) return null
  return paymentWhere(req, where)
}

/**
 * The event's payment, locked, as this transaction sees it after the lock: found (by id, or by a
 * provider's reference), its order and then it locked, and read again on Postgres (a delivery
 * racing this one may have changed it meanwhile). On SQLite a transaction is the one writer, so
 * the first read is current.
 */
async function lockedPayment(req: PayloadRequest, event: PaymentEvent): Promise<Payment | null> {
  const found = event.paymentId
    ? await paymentWhere(req, { id: { equals: event.paymentId } })
    : await findPayment(req, event)
  if (!found) return null
  await lockOrderThenPayment(req, relationId(found.order), found.id)
  return isPostgres ? paymentById(req, found.id) : found
}

async function markPaid(req: PayloadRequest, payment: Payment, order: Order, event: PaymentEvent) {
  const reference = event.reference
  const now = new Date().toISOString()
  await updatePayment(req, payment.id, {
    status: 'succeeded',
    paidAt: now,
    failureMessage: null,
    providerReference: reference ?? payment.providerReference,
    chargeReference: event.chargeReference ?? payment.chargeReference,
    cardLast4: event.cardLast4 ?? payment.cardLast4,
  })
  const next = statusAfterDepositPaid(order.status as OrderStatus, payment.kind)
  const group = payment.kind === 'first' ? 'firstDeposit' : 'secondDeposit'
  await changeOrder(req, {
    id: order.id,
    set: { [group]: { ...order[group], status: 'paid', paidAt: now }, ...(next ? { status: next } : {}) },
  })
}

async function markFailed(req: PayloadRequest, payment: Payment, message: string) {
  await updatePayment(req, payment.id, { status: 'failed', failureMessage: message })
  const order = await orderById(req, relationId(payment.order))
  const group = payment.kind === 'first' ? 'firstDeposit' : 'secondDeposit'
  if (order[group]?.status !== 'paid') {
    await changeOrder(req, { id: order.id, set: { [group]: { ...order[group], status: 'failed' } } })
  }
}

/**
 * Handles one provider event, once. The event id is recorded (unique) in the same transaction as
 * its effects: a redelivery finds it and changes nothing; two deliveries racing each other are
 * serialised by the database and the loser sees the winner's record. A succeeded payment is
 * never moved back, so a late "failed" event after a success is harmless.
 */
export async function applyPaymentEvent(payload: Payload, event: PaymentEvent): Promise<EventResult> {
  try {
    const result = await applyOnce(payload, event)
    metrics.payments.inc({ event: event.outcome, result: result.status })
    return result
  } catch (error) {
    metrics.payments.inc({ event: event.outcome, result: 'error' })
    throw error
  }
}

async function applyOnce(payload: Payload, event: PaymentEvent): Promise<EventResult> {
  let receipt: { kind: 'first' | 'second'; email: string } | null = null
  let autoRefund: number | null = null
  let result: EventResult
  try {
    result = await inTransaction(payload, async (req) => {
      // The payment's row is locked first: deliveries of one payment's events (the webhook, its
      // retries, the return page asking the provider) take turns, and each sees what the one
      // before it did, so a payment is paid, and its receipt sent, once.
      const payment = await lockedPayment(req, event)
      if (await eventHandled(payload, event.eventId, req))
        return { status: 'duplicate', outcome: 'already handled' } satisfies EventResult
      let order: Order | undefined
      let verdict: EventResult
      if (!payment)
        verdict = {
          status: 'ignored',
          outcome: event.outcome === 'ignored' ? `ignored ${event.type}` : 'no matching payment',
        }
      else if (event.idempotencyKey && event.idempotencyKey !== payment.idempotencyKey)
        verdict = { status: 'rejected', outcome: 'idempotency key does not match the payment' }
      else if (event.outcome === 'refund' || event.outcome === 'dispute') {
        // After a payment: a refund or dispute of a payment that never succeeded is nothing of ours.
        if (payment.status !== 'succeeded')
          verdict = { status: 'ignored', outcome: `${event.type} of an unpaid payment` }
        else if (event.outcome === 'refund')
          verdict = {
            status: 'applied',
            outcome: await recordRefundReports(req, payment, event.refunds, event.amountRefunded),
          }
        else if (!event.dispute) verdict = { status: 'ignored', outcome: 'dispute event without a dispute' }
        else {
          const recorded = await recordDispute(req, payment, event.dispute)
          // Queued in this transaction: the alert exists exactly when the dispute's record does.
          if (recorded.alert) await sendDisputeAlert(req, payment.id, recorded.alert, recorded.outcome, event.dispute)
          verdict = { status: recorded.alert ? 'applied' : 'duplicate', outcome: recorded.outcome }
        }
      } else if (
        event.amount !== undefined &&
        (event.amount !== payment.amount || (event.currency && event.currency.toLowerCase() !== 'usd'))
      ) {
        verdict = {
          status: 'rejected',
          outcome: `amount ${event.amount} ${event.currency ?? ''} does not match the payment`,
        }
      } else if (event.outcome === 'succeeded') {
        if (payment.status === 'succeeded') verdict = { status: 'ignored', outcome: 'payment already succeeded' }
        else if ((order ??= await orderById(req, relationId(payment.order))).status === 'cancelled') {
          // Paid after its order was cancelled (the checkout was still open): recorded, and refunded in full.
          await markPaid(req, payment, order, event)
          const paid = await paymentById(req, payment.id)
          autoRefund = (await reserveAutoRefund(req, paid)).id
          verdict = { status: 'applied', outcome: 'paid after the order was cancelled: refunding it' }
        } else {
          await markPaid(req, payment, order, event)
          // Queued in this transaction: the receipt exists exactly when the payment does.
          const sent = await sendDepositReceipt(req, { orderId: relationId(payment.order), kind: payment.kind })
          faultAfterReceipt(event)
          receipt = { kind: payment.kind, email: sent.to }
          verdict = { status: 'applied', outcome: 'paid' }
        }
      } else if (event.outcome === 'failed') {
        if (payment.status === 'succeeded') verdict = { status: 'ignored', outcome: 'failure after success ignored' }
        else {
          await markFailed(req, payment, event.failureMessage ?? 'The payment failed.')
          verdict = { status: 'applied', outcome: 'failed' }
        }
      } else verdict = { status: 'ignored', outcome: `ignored ${event.type}` }
      await recordEvent(req, {
        eventId: event.eventId,
        provider: event.provider,
        type: event.type,
        payment: payment?.id,
        outcome: verdict.outcome,
      })
      return { ...verdict, paymentId: payment?.id }
    })
  } catch (error) {
    if (await eventHandled(payload, event.eventId))
      return { status: 'duplicate', outcome: 'handled by a concurrent delivery' }
    throw error
  }
  // After commit, no transaction open: the provider is asked for the refund (reconcile.ts if this dies first).
  const refundToMake = autoRefund as number | null
  if (refundToMake !== null) await executeRefund(payload, refundToMake)
  // After commit: the account's sign-up allowance is settled once the first deposit is paid.
  const paid = receipt as { kind: 'first' | 'second'; email: string } | null
  if (paid?.kind === 'first') await settleAccountCreation(paid.email)
  return result
}
