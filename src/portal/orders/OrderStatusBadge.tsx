import type { OrderStatus } from '@/commerce/orders/statuses'
import type { Order } from '@/payload-types'

import { Badge, type Tone } from '@/kit/screen/Screen'
import { orderStateLabel } from './money-view'

const TONE: Record<OrderStatus, Tone> = {
  reserved: 'neutral',
  'first-deposit-paid': 'neutral',
  'second-deposit-due': 'attention',
  'second-deposit-paid': 'good',
  'in-production': 'good',
  ready: 'attention',
  delivered: 'good',
  cancelled: 'muted',
}

/** The order's state in a word; a deposit refunded since reads as such, never "Deposit paid". */
export function OrderStatusBadge({ order }: { order: Pick<Order, 'status' | 'firstDeposit' | 'secondDeposit'> }) {
  const label = orderStateLabel(order)
  return <Badge tone={label.endsWith('refunded') ? 'muted' : TONE[order.status]}>{label}</Badge>
}
