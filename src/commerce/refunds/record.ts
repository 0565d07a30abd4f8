import type { PayloadRequest } from 'payload'

import type { MoneyAction, Payment } from '@/payload-types'

import type { OutcomeSource } from './kinds'
import type { DisputeReport, RefundReport, RefundStatus } from '../payments/provider-types'
import {
  actionsOf,
  countOpenDisputes,
  insertMoneyAction,
  orderById,
  updateMoneyAction,
  updatePaymentRefunded,
} from './data'
import { relationId } from '@/db/relation-id'
import { changeOrder } from '../orders/data'
import { mailSettledRefunds } from './refund-notice'

const sumOf = (actions: MoneyAction[]) => actions.reduce((sum, a) => sum + a.amount, 0)

/** Refunds that succeeded or are in flight (a pending refund may have been made: only the provider's word that it failed frees its amount). */
const refundsMadeOrInFlight = (actions: MoneyAction[]) =>
  sumOf(actions.filter((a) => a.kind === 'refund' && (a.status === 'pending' || a.status === 'succeeded')))

/** What the provider and the bank have taken back of a payment, or may still: those refunds, and every dispute the bank decided for the cardholder. */
const takenBack = (actions: MoneyAction[]) =>
  refundsMadeOrInFlight(actions) + sumOf(actions.filter((a) => a.kind === 'dispute' && a.status === 'lost'))

/** What is still refundable of a payment: its amount less what the provider and the bank took back or may. */
export const refundableLeft = (payment: Pick<Payment, 'amount'>, actions: MoneyAction[]) =>
  Math.max(payment.amount - takenBack(actions), 0)

/** The payment's open dispute, if any: while the bank decides, a refund could pay the cardholder twice. */
export const openDisputeOf = (actions: MoneyAction[]) =>
  actions.find((a) => a.kind === 'dispute' && a.status === 'open')

/**
 * Keeps the payment's refunded total (our refunds and those made at the provider) and its
 * deposit's status in step with its settled refunds and lost disputes: a deposit given back in
 * full reads `refunded` (on the order too), and `paid` again if a refund that had succeeded fails
 * later.
 */
export async function syncRefunded(req: PayloadRequest, payment: Payment): Promise<void> {
  const actions = await actionsOf(req, payment.id)
  const refunded = sumOf(actions.filter((a) => a.kind === 'refund' && a.status === 'succeeded'))
  const lost = sumOf(actions.filter((a) => a.kind === 'dispute' && a.status === 'lost'))
  if ((payment.refundedAmount ?? 0) !== refunded) await updatePaymentRefunded(req, payment.id, refunded)
  if (payment.status !== 'succeeded') return
  const order = await orderById(req, relationId(payment.order))
  const group = payment.kind === 'first' ? 'firstDeposit' : 'secondDeposit'
  const status = refunded + lost >= payment.amount ? 'refunded' : 'paid'
  if (order[group]?.status !== status)
    await changeOrder(req, { id: order.id, set: { [group]: { ...order[group], status } } })
}

/**
 * Settles a refund action with what the provider said, recording the change in its outcomes. A
 * pending refund takes the answer; a settled one changes only by the provider's own later word
 * (an event saying a refund that succeeded failed at the bank, or the reverse): our own calls
 * never overturn it. Returns whether anything changed.
 */
export async function settleRefund(
  req: PayloadRequest,
  action: MoneyAction,
  result: { reference?: string; status: RefundStatus; failureMessage?: string },
  source: OutcomeSource,
): Promise<boolean> {
  if (action.status !== 'pending' && source !== 'provider-event') return false
  if (action.status === result.status && (action.providerReference || !result.reference)) return false
  const failureMessage = result.status === 'failed' ? (result.failureMessage ?? 'The refund failed.') : null
  const at = new Date().toISOString()
  await updateMoneyAction(req, action.id, {
    status: result.status,
    providerReference: action.providerReference ?? result.reference,
    failureMessage,
    settledAt: result.status === 'pending' ? null : at,
    outcomes: [
      ...(action.outcomes ?? []),
      { status: result.status, source, at, reference: result.reference ?? null, note: failureMessage },
    ],
  })
  return true
}

/**
 * Records the refunds a provider event reports for a payment (locked by the caller). Ours are
 * found by provider reference or by the idempotency key we sent with them and settled, never
 * added again; a refund we did not start (made in the provider's dashboard) is added as one.
 * An event that gives only the charge's refunded total adds what our records lack of it.
 */
export async function recordRefundReports(
  req: PayloadRequest,
  payment: Payment,
  reports: RefundReport[] | undefined,
  amountRefunded: number | undefined,
): Promise<string> {
  const actions = await actionsOf(req, payment.id)
  const changes: string[] = []
  for (const report of reports ?? []) {
    const ours = actions.find(
      (a) =>
        a.kind === 'refund' &&
        (a.providerReference === report.reference ||
          (report.idempotencyKey && a.idempotencyKey === report.idempotencyKey)),
    )
    if (ours) {
      if (await settleRefund(req, ours, report, 'provider-event'))
        changes.push(`refund ${report.reference} ${report.status}`)
      continue
    }
    const made = await addProviderRefund(req, payment, report.amount, report.reference, report.status)
    actions.push(made)
    changes.push(`refund ${report.reference} made at the provider`)
  }
  if (!reports && amountRefunded !== undefined) {
    const missing = amountRefunded - refundsMadeOrInFlight(actions)
    if (missing > 0) {
      await addProviderRefund(
        req,
        payment,
        missing,
        `${payment.chargeReference}:refunded:${amountRefunded}`,
        'succeeded',
      )
      changes.push(`${missing} refunded at the provider`)
    }
  }
  if (changes.length) {
    await syncRefunded(req, payment)
    await mailSettledRefunds(req, payment.id)
  }
  return changes.length ? changes.join('; ') : 'refunds already recorded'
}

function addProviderRefund(
  req: PayloadRequest,
  payment: Payment,
  amount: number,
  reference: string,
  status: RefundStatus,
): Promise<MoneyAction> {
  return insertMoneyAction(req, {
    order: relationId(payment.order),
    payment: payment.id,
    kind: 'refund',
    amount,
    status,
    actor: 'provider',
    reason: 'Refunded at the payment provider (not through this site).',
    idempotencyKey: `provider:${reference}`,
    providerReference: reference,
    settledAt: status === 'pending' ? null : new Date().toISOString(),
  })
}

/**
 * Records a dispute's opening or its close, and flags the order while any of its disputes is
 * open. Returns whether it opened one (the support address is told after the commit).
 */
export async function recordDispute(
  req: PayloadRequest,
  payment: Payment,
  dispute: DisputeReport,
): Promise<{ outcome: string; alert: 'opened' | 'closed' | null }> {
  const actions = await actionsOf(req, payment.id)
  const known = actions.find((a) => a.kind === 'dispute' && a.providerReference === dispute.reference)
  let alert: 'opened' | 'closed' | null = null
  const at = new Date().toISOString()
  const outcome = { status: dispute.status, source: 'provider-event' as const, at, reference: dispute.reference }
  if (!known) {
    await insertMoneyAction(req, {
      order: relationId(payment.order),
      payment: payment.id,
      kind: 'dispute',
      amount: dispute.amount,
      status: dispute.status,
      actor: 'provider',
      reason: `The cardholder disputed the payment${dispute.reason ? ` (${dispute.reason.replace(/_/g, ' ')})` : ''}.`,
      idempotencyKey: `dispute:${dispute.reference}`,
      providerReference: dispute.reference,
      disputeReason: dispute.reason ?? null,
      respondBy: dispute.respondBy ?? null,
      settledAt: dispute.status === 'open' ? null : at,
      outcomes: [outcome],
    })
    alert = dispute.status === 'open' ? 'opened' : 'closed'
  } else if (known.status !== dispute.status && known.status === 'open') {
    await updateMoneyAction(req, known.id, {
      status: dispute.status,
      settledAt: at,
      outcomes: [...(known.outcomes ?? []), outcome],
    })
    alert = 'closed'
  } else return { outcome: `dispute ${dispute.reference} already ${known.status}`, alert: null }
  const orderId = relationId(payment.order)
  await changeOrder(req, { id: orderId, set: { disputed: (await countOpenDisputes(req, orderId)) > 0 } })
  // A lost dispute gave the money back through the bank: the deposit may now read refunded.
  if (dispute.status === 'lost') await syncRefunded(req, payment)
  return { outcome: `dispute ${dispute.reference} ${dispute.status}`, alert }
}
