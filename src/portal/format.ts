import { formatLongDate } from '@/content/dates'
import type { Order } from '@/payload-types'

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 })

/** Integer US cents as en-US dollars with no decimals: 10875000 -> "$108,750". */
export const formatUsd = (cents: number) => usd.format(Math.round(cents) / 100)

/** A signed option price: "+$650", "−$1,200", or "Included" for 0. */
export const formatDelta = (cents: number) => (cents === 0 ? 'Included' : `${cents > 0 ? '+' : '−'}${formatUsd(Math.abs(cents))}`)

export const formatDate = (value: string | null | undefined) => formatLongDate(value)

/** "Adventure · Sage · Power awning, Solar roof 1.2 kW" — what a customer recognises an order by. */
export function configurationSummary(order: Pick<Order, 'configuration'>): string {
  const { trim, color, options } = order.configuration
  const kept = (options ?? []).filter((option) => option.change !== 'removed').map((option) => option.name)
  return [trim.label, color.name, kept.join(', ')].filter(Boolean).join(' · ')
}
