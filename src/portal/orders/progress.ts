import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '@/commerce/orders/statuses'
import { cancelledAt } from '@/commerce/orders/cancellation-fields'
import { type ChangePolicy, changeUntilPhrase, orderChangePolicy } from '@/commerce/changes/policy'
import type { Order } from '@/payload-types'

import { formatDate } from '../format'

/** How far along an order is, by ORDER_STATUSES' order (cancelled ends it, so it has no rank). */
const rank = (status: OrderStatus) => (status === 'cancelled' ? -1 : ORDER_STATUSES.indexOf(status))

export type StepState = 'done' | 'current' | 'upcoming'
/** `note` replaces the generic "In progress" where the step has something more useful to say. */
export type TimelineStep = { key: string; label: string; state: StepState; date: string | null; note?: string }

type TimelineOrder = Pick<Order, 'status' | 'history' | 'createdAt' | 'firstDeposit' | 'secondDeposit'> &
  Partial<Pick<Order, 'cancellation' | 'changePolicy'>>

const reachedAt = (order: Pick<Order, 'history'>, status: OrderStatus) =>
  (order.history ?? []).find((entry) => entry.status === status)?.at ?? null

/**
 * The milestones an owner-to-be follows, in order: each is done once the order reaches `doneAt`
 * (a status), and dated from the history. A list, so stages can be added between them.
 */
type Milestone = { key: string; label: string; doneAt: OrderStatus; date: (order: TimelineOrder) => string | null }
const MILESTONES: Milestone[] = [
  { key: 'reserved', label: 'Reserved', doneAt: 'reserved', date: (o) => reachedAt(o, 'reserved') ?? o.createdAt },
  {
    key: 'deposit-paid',
    label: 'Deposit paid',
    doneAt: 'first-deposit-paid',
    date: (o) => reachedAt(o, 'first-deposit-paid') ?? o.firstDeposit?.paidAt ?? null,
  },
  {
    key: 'second-deposit',
    label: 'Second deposit',
    doneAt: 'second-deposit-paid',
    date: (o) => reachedAt(o, 'second-deposit-paid') ?? o.secondDeposit?.paidAt ?? null,
  },
  // Done once the trailer is ready; while it is being built it is the current step.
  { key: 'in-production', label: 'In production', doneAt: 'ready', date: (o) => reachedAt(o, 'in-production') },
  // Done once handed over; while the buyer books the handover it is the current step.
  { key: 'ready', label: 'Ready for handover', doneAt: 'delivered', date: (o) => reachedAt(o, 'ready') },
  { key: 'delivery', label: 'Handed over', doneAt: 'delivered', date: (o) => reachedAt(o, 'delivered') },
]

const LOCKED = 'configuration-locked'

/**
 * The milestones with "Configuration locked" where the order's change rule puts it: done once the
 * order reached the stage until which changes are allowed (before the first milestone done at or
 * after that stage).
 */
function milestonesUnder(policy: ChangePolicy): Milestone[] {
  const locked: Milestone = {
    key: LOCKED,
    label: 'Configuration locked',
    doneAt: policy.until,
    date: (o) => reachedAt(o, policy.until),
  }
  const at = MILESTONES.findIndex((m) => rank(m.doneAt) >= rank(policy.until))
  return at === -1 ? [...MILESTONES, locked] : [...MILESTONES.slice(0, at), locked, ...MILESTONES.slice(at)]
}

/**
 * How far an order got: its status, or for a cancelled order the furthest status its history (or
 * its paid deposits) records before the cancellation.
 */
function furthestRank(order: TimelineOrder): number {
  if (order.status !== 'cancelled') return rank(order.status)
  const reached = (order.history ?? []).map((entry) => rank(entry.status as OrderStatus))
  if (order.firstDeposit?.paidAt) reached.push(rank('first-deposit-paid'))
  if (order.secondDeposit?.paidAt) reached.push(rank('second-deposit-paid'))
  return Math.max(0, ...reached)
}

const CANCELLED_BY: Record<string, string> = { customer: 'By you', staff: 'By Pebble', system: 'By Pebble' }

/**
 * The order's milestones, each done, current (the one being worked on) or upcoming, with the date
 * it was reached. A cancelled order keeps the milestones it reached ticked and ends with its
 * cancellation (who and when) instead of the ones it will not reach. `changeRules` is today's
 * change rule (Commerce settings); an order placed under its own rule keeps that one.
 */
export function orderTimeline(order: TimelineOrder, changeRules: ChangePolicy): TimelineStep[] {
  const policy = orderChangePolicy(order, changeRules)
  const r = furthestRank(order)
  const cancelled = order.status === 'cancelled'
  let currentGiven = cancelled
  const steps = milestonesUnder(policy).flatMap(({ doneAt, date, ...step }): TimelineStep[] => {
    // A cancelled order in production had reached that step, though it never finished it.
    const done = r >= rank(doneAt) || (cancelled && step.key === 'in-production' && r >= rank('in-production'))
    if (cancelled && !done) return []
    let state: StepState = done ? 'done' : 'upcoming'
    if (!done && !currentGiven) {
      state = 'current'
      currentGiven = true
    }
    const result: TimelineStep = { ...step, state, date: done || state === 'current' ? date(order) : null }
    if (step.key === 'second-deposit' && state === 'current') {
      const { status, dueDate } = order.secondDeposit
      result.note =
        status === 'due' || status === 'failed' ? `Due${dueDate ? ` by ${formatDate(dueDate)}` : ''}` : 'Not due yet'
      result.date = null
    }
    // Still open: until when the buyer may change it.
    if (step.key === LOCKED && !done) result.note = `Open ${changeUntilPhrase(policy, { short: true })}`
    // Reached, and given back since: the tick stays, and says so.
    const deposit = { 'deposit-paid': order.firstDeposit, 'second-deposit': order.secondDeposit }[step.key]
    if (done && deposit?.status === 'refunded') result.note = 'Refunded'
    return [result]
  })
  if (!cancelled) return steps
  const by = order.cancellation?.by
  return [
    ...steps,
    {
      key: 'cancelled',
      label: 'Cancelled',
      state: 'done',
      date: cancelledAt(order),
      note: by ? CANCELLED_BY[by] : 'Cancelled',
    },
  ]
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
export function nextStepText(order: Pick<Order, 'status' | 'secondDeposit' | 'history'>): string {
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
    case 'cancelled': {
      const on = cancelledAt(order)
      return `This order was cancelled${on ? ` on ${formatDate(on)}` : ''}. Nothing more is due. If that is unexpected, write to us and we will look into it.`
    }
  }
}
