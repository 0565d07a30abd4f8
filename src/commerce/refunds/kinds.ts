/** The names a money action is made of (MoneyActions.ts). */
export const MONEY_ACTION_KINDS = ['refund', 'dispute'] as const
export type MoneyActionKind = (typeof MONEY_ACTION_KINDS)[number]
/** A refund is pending until the provider settles it; a dispute is open until the bank decides (won: we keep the money). */
export const MONEY_ACTION_STATUSES = ['pending', 'succeeded', 'failed', 'open', 'won', 'lost'] as const
export type MoneyActionStatus = (typeof MONEY_ACTION_STATUSES)[number]
/** system: the site itself (a payment that arrived for a cancelled order is refunded automatically). */
export const MONEY_ACTORS = ['customer', 'staff', 'provider', 'system'] as const
export type MoneyActor = (typeof MONEY_ACTORS)[number]
/**
 * Who reported an outcome: the request that made the refund, the reconciliation (which asks the
 * provider, or makes the refund again under its idempotency key), or the provider's own event.
 */
export const OUTCOME_SOURCES = ['request', 'reconciliation', 'provider-event'] as const
export type OutcomeSource = (typeof OUTCOME_SOURCES)[number]
