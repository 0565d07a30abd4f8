import type { Catalog } from '../catalog/types'
import { priceConfiguration, type OptionLine, type Selection, type SelectionInput } from './price'

/** What an order keeps of its configuration and prices (orders/snapshot.ts): the part the price lock reads. */
export type LockedConfiguration = {
  trim: { uid: string; label: string; price: number }
  color: { uid: string; name: string; price: number }
  options?: { uid: string; name: string; category?: string | null; change: string; priceDelta: number }[] | null
}

/** An order's configuration as a selection: the trim, the colour and every option it has (kept defaults and additions). */
export const selectionOf = (configuration: LockedConfiguration): Selection => ({
  trim: configuration.trim.uid,
  color: configuration.color.uid,
  options: (configuration.options ?? []).filter((o) => o.change !== 'removed').map((o) => o.uid),
})

/**
 * THE price lock: `input` priced for an order placed at `locked`. The price function prices the
 * new configuration at today's catalog, then every part the buyer did not change keeps the price
 * the order was placed at: the trim while it stays, and on that trim the colour and each option
 * line that stays as it was. What changed (and everything on a new trim) is at today's price.
 * `lockedParts` names the parts whose price is the order's own where today's differs.
 */
export function repriceForOrder(catalog: Catalog, locked: LockedConfiguration, input: SelectionInput) {
  const today = priceConfiguration(catalog, input)
  if (today.trim.uid !== locked.trim.uid) return { ...today, lockedParts: [] as string[] }
  const lockedParts: string[] = []
  const keep = (name: string, was: number, now: number) => {
    if (was !== now) lockedParts.push(name)
    return was
  }
  const trim = { ...today.trim, price: keep(today.trim.label, locked.trim.price, today.trim.price) }
  const color =
    today.color.uid === locked.color.uid
      ? { ...today.color, price: keep(today.color.name, locked.color.price, today.color.price) }
      : today.color
  const before = new Map((locked.options ?? []).map((o) => [o.uid, o]))
  const options: OptionLine[] = today.options.map((line) => {
    const was = before.get(line.uid)
    return was && was.change === line.change
      ? { ...line, priceDelta: keep(line.name, was.priceDelta, line.priceDelta) }
      : line
  })
  const optionsTotal = options.reduce((sum, line) => sum + line.priceDelta, 0)
  return { ...today, trim, color, options, optionsTotal, total: trim.price + color.price + optionsTotal, lockedParts }
}

export type RepricedConfiguration = ReturnType<typeof repriceForOrder>

/** A configuration in one line, for the record of a change and its mail: "Adventure · Sand · Roof tent, Awning". */
export function describeConfiguration(configuration: {
  trim: { label: string }
  color: { name: string }
  options?: { name: string; change: string }[] | null
}): string {
  const options = (configuration.options ?? []).filter((o) => o.change === 'added').map((o) => o.name)
  const removed = (configuration.options ?? []).filter((o) => o.change === 'removed').map((o) => `without ${o.name}`)
  return [configuration.trim.label, configuration.color.name, [...options, ...removed].join(', ')]
    .filter(Boolean)
    .join(' · ')
}

/** The parts of an order whose locked price differs from today's catalog (none: the order's prices are today's). */
export const olderPricedParts = (catalog: Catalog, locked: LockedConfiguration): string[] =>
  repriceForOrder(catalog, locked, selectionOf(locked)).lockedParts
