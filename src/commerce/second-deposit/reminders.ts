import type { Payload } from 'payload'

import { inTransaction, lockForUpdate } from '@/db/transaction'
import type { Customer } from '@/payload-types'

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
  const { docs } = await payload.find({
    collection: 'orders',
    // Called orders only (second-deposit/call.ts sets calledAt): an order staff moved by hand has
    // no call mail for a reminder to follow.
    where: {
      and: [
        { status: { equals: 'second-deposit-due' } },
        { 'secondDeposit.dueDate': { exists: true } },
        { 'secondDeposit.calledAt': { exists: true } },
      ],
    },
    pagination: false,
    depth: 0,
    joins: false,
    select: { number: true, secondDeposit: true },
    overrideAccess: true,
  })
  const sent: string[] = []
  for (const candidate of docs) {
    const stage = candidate.secondDeposit?.dueDate ? reminderStageAt(candidate.secondDeposit.dueDate, now) : null
    if (!stage || candidate.secondDeposit?.[stage]) continue
    const mailed = await inTransaction(payload, async (req) => {
      await lockForUpdate(req, 'orders', candidate.id)
      const order = await payload.findByID({
        collection: 'orders',
        id: candidate.id,
        depth: 1,
        joins: false,
        req,
        overrideAccess: true,
      })
      const deposit = order.secondDeposit
      if (order.status !== 'second-deposit-due' || deposit?.status === 'paid' || !deposit?.dueDate || !deposit.calledAt)
        return false
      const reached = reminderStageAt(deposit.dueDate, now)
      if (!reached || deposit[reached]) return false
      const marks = Object.fromEntries(stagesThrough(reached).map((s) => [s, deposit[s] ?? now.toISOString()]))
      const updated = await payload.update({
        collection: 'orders',
        id: order.id,
        data: { secondDeposit: { ...deposit, ...marks } },
        depth: 0,
        req,
        overrideAccess: true,
      })
      await sendSecondDepositMail(updated, order.customer as Customer, reached, req)
      return true
    })
    if (mailed) sent.push(`${candidate.number}:${stage}`)
  }
  return sent
}
