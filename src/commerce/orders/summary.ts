import type { Order } from '@/payload-types'

import { formatDelta, formatUSD } from '../pricing/money'

/** The summary lines of an order as it was placed: trim, "Color: …", one line per listed option. */
export function orderLines(order: Pick<Order, 'configuration'>): { label: string; amount: string; removed: boolean }[] {
  const c = order.configuration
  if (!c) return []
  return [
    { label: `${c.trim.label} trim`, amount: formatUSD(c.trim.price), removed: false },
    { label: `Color: ${c.color.name}`, amount: formatDelta(c.color.price), removed: false },
    ...(c.options ?? []).map((o) => ({
      label: o.name,
      amount: formatDelta(o.priceDelta),
      removed: o.change === 'removed',
    })),
  ]
}
