import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '../orders/statuses'

/**
 * Until which stage a buyer may still change their Pebble's configuration: allowed while the
 * order has not reached `until`. Kept in Commerce settings (`changeRules`) beside the refund
 * rules, and snapshotted on each order (`changePolicy`) like its refund policy.
 */
export type ChangePolicy = { until: OrderStatus }

/** The stages a change window may end at: the ones an order passes through after it is placed. */
export const CHANGE_UNTIL_STAGES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (s) => s !== 'reserved' && s !== 'cancelled',
)

/** When an editor left the rule empty: changes end when production begins. */
const DEFAULT_UNTIL: OrderStatus = 'in-production'

/** THE reader of a change policy, from Commerce settings or from an order's snapshot (the same shape). */
export function readChangePolicy(stored: unknown): ChangePolicy {
  const until = (stored && typeof stored === 'object' ? (stored as { until?: unknown }).until : undefined) as
    OrderStatus | undefined
  return { until: until && CHANGE_UNTIL_STAGES.includes(until) ? until : DEFAULT_UNTIL }
}

/** The policy an order was placed under; an order from before policies were kept reads today's. */
export const orderChangePolicy = (order: { changePolicy?: unknown }, current: ChangePolicy): ChangePolicy =>
  order.changePolicy && typeof order.changePolicy === 'object' ? readChangePolicy(order.changePolicy) : current

const stageIndex = (status: OrderStatus) => ORDER_STATUSES.indexOf(status)

/** Whether an order at `status` may still change its configuration under `policy` (cancelled or handed over: never). */
export function changeAllowed(policy: ChangePolicy, status: OrderStatus): boolean {
  if (status === 'cancelled' || status === 'delivered') return false
  return stageIndex(status) < stageIndex(policy.until)
}

/** The rule in words: "until production of your trailer begins"; `short` for a timeline's narrow column: "until production". */
export function changeUntilPhrase(policy: ChangePolicy, { short = false } = {}): string {
  if (policy.until === 'in-production') return short ? 'until production' : 'until production of your trailer begins'
  if (policy.until === 'delivered') return 'until the handover'
  return short
    ? `until “${ORDER_STATUS_LABELS[policy.until]}”`
    : `until your order reaches “${ORDER_STATUS_LABELS[policy.until]}”`
}
