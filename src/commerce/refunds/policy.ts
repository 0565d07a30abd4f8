import { formatUSD } from '../pricing/money'
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '../orders/statuses'

export type DepositKind = 'first' | 'second'

/** One deposit's rule: refundable or not, and until which order stage (refundable while the order has not reached it). */
export type DepositRefundRule = { refundable: boolean; until: OrderStatus }
export type RefundPolicy = Record<DepositKind, DepositRefundRule>

/** The stages a rule may end at: the ones an order passes through after it is placed. */
export const REFUND_UNTIL_STAGES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (s) => s !== 'reserved' && s !== 'cancelled',
)

/** When an editor left the rules empty: nothing is refundable (the safe reading of a missing promise). */
const NOT_REFUNDABLE: DepositRefundRule = { refundable: false, until: 'in-production' }

type StoredRule = { refundable?: boolean | null; until?: string | null } | null | undefined

const ruleOf = (stored: StoredRule): DepositRefundRule => {
  const until = stored?.until as OrderStatus | undefined
  return {
    refundable: stored?.refundable === true,
    until: until && REFUND_UNTIL_STAGES.includes(until) ? until : NOT_REFUNDABLE.until,
  }
}

/**
 * THE reader of a refund policy, from Commerce settings (`refundRules`) or from an order's snapshot
 * (`refundPolicy`, the same shape): the build flow, the terms, the portal and the refund logic all
 * read a policy through this.
 */
export function readRefundPolicy(stored: unknown): RefundPolicy {
  const value = (stored && typeof stored === 'object' ? stored : {}) as Record<string, StoredRule>
  return { first: ruleOf(value.firstDeposit ?? value.first), second: ruleOf(value.secondDeposit ?? value.second) }
}

/** The snapshot an order keeps of the policy it was placed under (stored as JSON on the order). */
export const policySnapshot = (policy: RefundPolicy) => ({
  firstDeposit: { ...policy.first },
  secondDeposit: { ...policy.second },
})

const stageIndex = (status: OrderStatus) => ORDER_STATUSES.indexOf(status)

/** Whether a deposit paid on an order at `status` may be refunded under `policy` (a cancelled or delivered order: never). */
export function depositRefundable(policy: RefundPolicy, kind: DepositKind, status: OrderStatus): boolean {
  const rule = policy[kind]
  if (!rule.refundable || status === 'cancelled' || status === 'delivered') return false
  return stageIndex(status) < stageIndex(rule.until)
}

const stagePhrase = (until: OrderStatus) =>
  until === 'in-production'
    ? 'until production of your trailer begins'
    : until === 'delivered'
      ? 'until the handover'
      : `until your order reaches “${ORDER_STATUS_LABELS[until]}”`

/** One deposit's rule in words: "refundable until production of your trailer begins", or "non-refundable". */
export function depositRefundPhrase(policy: RefundPolicy, kind: DepositKind): string {
  const rule = policy[kind]
  return rule.refundable ? `refundable ${stagePhrase(rule.until)}` : 'non-refundable'
}

/** The policy in words, for the build flow's overlay, the terms, the portal and mail. */
export function describeRefundPolicy(policy: RefundPolicy, amounts: Record<DepositKind, number>): string {
  const sentence = (kind: DepositKind, name: string) =>
    `The ${formatUSD(amounts[kind])} ${name} is ${depositRefundPhrase(policy, kind)}.`
  return `${sentence('first', 'first deposit')} ${sentence('second', 'second deposit')}`
}
