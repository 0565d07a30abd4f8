import { formatLongDate } from '@/content/dates'
import type { Order } from '@/payload-types'

export const formatDate = (value: string | null | undefined) => formatLongDate(value)

/** "Adventure · Sage · Power awning, Solar roof 1.2 kW" — what a customer recognises an order by. */
export function configurationSummary(order: Pick<Order, 'configuration'>): string {
  const { trim, color, options } = order.configuration
  const kept = (options ?? []).filter((option) => option.change !== 'removed').map((option) => option.name)
  return [trim.label, color.name, kept.join(', ')].filter(Boolean).join(' · ')
}
