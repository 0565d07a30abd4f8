import type { Payload } from 'payload'

import { inTransaction, lockForUpdate } from '@/db/transaction'
import type { Customer } from '@/payload-types'

import { calledOrders, orderWithCustomer } from './data'
import { changeOrder } from '../orders/data'
import { reminderStageAt, stagesThrough } from './due-date'
import { sendSecondDepositMail } from './mail'

/**
 * The reminders job: for every order whose second deposit is called and unpaid, the reminder its
 * due date has reached (7 days, 1 day, overdue), once. Each order in its own transaction with its
 * row locked: the stage is re-checked, marked sent and its mail queued together, so runners on
 * several instances (or a rerun) never mail a stage twice. Paid or cancelled orders leave the
 * `second-deposit-due` status and get nothing. `now` is the job's clock (tests set it).
 */
export async function sendSecondDepositReminders(payload: Payload, now = new Date()): Promise<string[]> {
  const docs = await calledOrders(payload)
  const sent: string[] = []
  for (const candidate of docs) {
    const stage = candidate.secondDeposit?.dueDate ? reminderStageAt(candidate.secondDeposit.dueDate, now) : null
    if (!stage || candidate.secondDeposit?.[stage]) continue
    const mailed = await inTransaction(payload, async (req) => {
      await lockForUpdate(req, 'orders', candidate.id)
      const order = await orderWithCustomer(req, candidate.id)
      const deposit = order.secondDeposit
      if (order.status !== 'second-deposit-due' || deposit?.status === 'paid' || !deposit?.dueDate || !deposit.calledAt)
        return false
      // No reminders while the cardholder disputes a payment with their bank (call.ts).
      if (order.disputed) return false
      const reached = reminderStageAt(deposit.dueDate, now)
      if (!reached || deposit[reached]) return false
      const marks = Object.fromEntries(stagesThrough(reached).map((s) => [s, deposit[s] ?? now.toISOString()]))
      const updated = await changeOrder(req, { id: order.id, set: { secondDeposit: { ...deposit, ...marks } } })
      await sendSecondDepositMail(updated, order.customer as Customer, reached, req)
      return true
    })
    if (mailed) sent.push(`${candidate.number}:${stage}`)
  }
  return sent
}
