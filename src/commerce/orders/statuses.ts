/**
 * Order and deposit states (the names the state machine, the admin and the portal share).
 * Orders move only forward through ORDER_STATUSES in this order; `cancelled` ends any of them.
 */
export const ORDER_STATUSES = [
  'reserved',
  'first-deposit-paid',
  'second-deposit-due',
  'second-deposit-paid',
  'in-production',
  'ready',
  'delivered',
  'cancelled',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  reserved: 'Reserved',
  'first-deposit-paid': 'Deposit paid',
  'second-deposit-due': 'Second deposit due',
  'second-deposit-paid': 'Second deposit paid',
  'in-production': 'In production',
  ready: 'Ready for handover',
  delivered: 'Handed over',
  cancelled: 'Cancelled',
}

/** A deposit is unpaid until its payment succeeds; `not-due` is the second deposit before it is asked for. */
export const DEPOSIT_STATUSES = ['not-due', 'due', 'paid', 'failed', 'refunded'] as const
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number]

export const options = <T extends string>(values: readonly T[], labels?: Record<T, string>) =>
  values.map((value) => ({ value, label: labels?.[value] ?? value }))
