import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '@/commerce/orders/statuses'
import type { Order } from '@/payload-types'

import { formatDate } from '../format'

/** How far along an order is, by ORDER_STATUSES' order (cancelled ends it, so it has no rank). */
const rank = (status: OrderStatus) => (status === 'cancelled' ? -1 : ORDER_STATUSES.indexOf(status))

export type StepState = 'done' | 'current' | 'upcoming'
/** `note` replaces the generic "In progress" where the step has something more useful to say. */
export type TimelineStep = { key: string; label: string; state: StepState; date: string | null; note?: string }

const reachedAt = (order: Pick<Order, 'history'>, status: OrderStatus) =>
  (order.history ?? []).find((entry) => entry.status === status)?.at ?? null

/**
 * The six milestones an owner-to-be follows: reserved, deposit paid, second deposit, in
 * production, ready for handover, handed over. Each is done, current (the one being worked on) or upcoming, with the
 * date it was reached when the order's history has it.
 */
export function orderTimeline(
  order: Pick<Order, 'status' | 'history' | 'createdAt' | 'firstDeposit' | 'secondDeposit'>,
): TimelineStep[] {
  const r = rank(order.status)
  const steps: (Omit<TimelineStep, 'state'> & { doneAt: number })[] = [
    { key: 'reserved', label: 'Reserved', date: reachedAt(order, 'reserved') ?? order.createdAt, doneAt: 0 },
    {
      key: 'deposit-paid',
      label: 'Deposit paid',
      date: reachedAt(order, 'first-deposit-paid') ?? order.firstDeposit?.paidAt ?? null,
      doneAt: 1,
    },
    {
      key: 'second-deposit',
      label: 'Second deposit',
      date: reachedAt(order, 'second-deposit-paid') ?? order.secondDeposit?.paidAt ?? null,
      doneAt: 3,
    },
    { key: 'in-production', label: 'In production', date: reachedAt(order, 'in-production'), doneAt: 5 },
    { key: 'ready', label: 'Ready for handover', date: reachedAt(order, 'ready'), doneAt: 5 },
    { key: 'delivery', label: 'Handed over', date: reachedAt(order, 'delivered'), doneAt: 6 },
  ]
  let currentGiven = r < 0
  return steps.map(({ doneAt, ...step }) => {
    // "In production" is done once the trailer is ready; while building it is the current step.
    const done = step.key === 'in-production' ? r >= 5 : step.key === 'ready' ? r >= 6 : r >= doneAt
    let state: StepState = done ? 'done' : 'upcoming'
    if (!done && !currentGiven) {
      state = 'current'
      currentGiven = true
    }
    const result: TimelineStep = { ...step, state, date: done || state === 'current' ? step.date : null }
    if (step.key === 'second-deposit' && state === 'current') {
      const { status, dueDate } = order.secondDeposit
      result.note =
        status === 'due' || status === 'failed' ? `Due${dueDate ? ` by ${formatDate(dueDate)}` : ''}` : 'Not due yet'
      result.date = null
    }
    return result
  })
}

export const statusLabel = (status: OrderStatus) => ORDER_STATUS_LABELS[status]

export type DepositView =
  | { kind: 'not-due'; amount: number; dueDate: string | null }
  | { kind: 'due'; amount: number; dueDate: string | null; failed: boolean }
  | { kind: 'paid'; amount: number; paidAt: string | null }

/** The second deposit as the portal shows it: not due yet, due (a failed payment is still due), or paid. */
export function secondDepositView(order: Pick<Order, 'secondDeposit'>): DepositView {
  const { amount, status, dueDate, paidAt } = order.secondDeposit
  if (status === 'paid') return { kind: 'paid', amount, paidAt: paidAt ?? null }
  if (status === 'due' || status === 'failed')
    return { kind: 'due', amount, dueDate: dueDate ?? null, failed: status === 'failed' }
  return { kind: 'not-due', amount, dueDate: dueDate ?? null }
}

/** What happens next for this order, in a sentence or two. */
export function nextStepText(order: Pick<Order, 'status' | 'secondDeposit'>): string {
  switch (order.status) {
    case 'reserved':
      return 'We are confirming your first deposit. You will get an e-mail as soon as it clears.'
    case 'first-deposit-paid':
      return 'Your place in line is held. When your build slot is confirmed — about three months before delivery — we will ask for the second deposit and you can finalise your configuration.'
    case 'second-deposit-due':
      return 'Your build slot is confirmed. Pay the second deposit to lock in your configuration and production date.'
    case 'second-deposit-paid':
      return 'Your configuration is locked. We will let you know the week your Pebble goes into production.'
    case 'in-production':
      return 'Your Pebble is being built in Fremont. We will schedule your delivery-day appointment a few weeks before it is ready.'
    case 'ready':
      return 'Your Pebble is built and waiting for you. Book your handover time below.'
    case 'delivered':
      return 'Welcome to the road. Your owner pages and FAQs have everything for your first trips.'
    case 'cancelled':
      return 'This order was cancelled. If that is unexpected, write to us and we will look into it.'
  }
}
