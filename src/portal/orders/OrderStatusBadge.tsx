import type { OrderStatus } from '@/commerce/orders/statuses'

import { Badge, type Tone } from '@/kit/screen/Screen'
import { statusLabel } from './progress'

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

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={TONE[status]}>{statusLabel(status)}</Badge>
}
