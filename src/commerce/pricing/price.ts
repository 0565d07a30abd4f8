import type { Catalog, CatalogColor, CatalogOption, CatalogTrim } from '../catalog/types'

/** What a customer asked for: uids only. `options` is the full set of chosen options; absent = the trim's defaults. */
export type SelectionInput = { trim?: string; color?: string; options?: string[] }
export type Selection = { trim: string; color: string; options: string[] }

export type OptionChange = 'included' | 'added' | 'removed'
export type OptionLine = { uid: string; name: string; category: string; change: OptionChange; priceDelta: number }

export type PricedConfiguration = {
  selection: Selection
  trim: { uid: string; label: string; price: number }
  color: { uid: string; name: string; price: number; isDefault: boolean }
  /** Options that differ from "not chosen, not a default": kept defaults (0), removed defaults (−price), additions (+price). */
  options: OptionLine[]
  optionsTotal: number
  total: number
}

export type SelectionIssue = { field: 'trim' | 'color' | 'options'; message: string }

const find = <T extends { uid: string }>(list: T[], uid: string | undefined) =>
  uid ? list.find((item) => item.uid === uid) : undefined

export const defaultColor = (trim: CatalogTrim): CatalogColor => trim.colors.find((c) => c.isDefault) ?? trim.colors[0]
export const defaultOptions = (trim: CatalogTrim): string[] => trim.options.filter((o) => o.isDefault).map((o) => o.uid)

/** The starting configuration: the first trim, its default colour and its default options. */
export function defaultSelection(catalog: Catalog, trimUid?: string): Selection {
  const trim = find(catalog.trims, trimUid) ?? catalog.trims[0]
  if (!trim) throw new Error('The catalog has no trim levels.')
  return { trim: trim.uid, color: defaultColor(trim).uid, options: defaultOptions(trim) }
}

/**
 * Turns a requested configuration into one the catalog allows, and lists every change it had to
 * make. A link someone shared gets the nearest valid configuration; placing an order requires
 * no issues at all. Options a trim marks not selectable stay at that trim's default.
 */
export function resolveSelection(
  catalog: Catalog,
  input: SelectionInput,
): { selection: Selection; issues: SelectionIssue[] } {
  const issues: SelectionIssue[] = []
  let trim = find(catalog.trims, input.trim)
  if (!trim) {
    if (input.trim) issues.push({ field: 'trim', message: `Unknown trim “${input.trim}”.` })
    trim = catalog.trims[0]
    if (!trim) throw new Error('The catalog has no trim levels.')
  }
  let color = find(trim.colors, input.color)
  if (!color) {
    if (input.color)
      issues.push({ field: 'color', message: `Colour “${input.color}” is not offered on ${trim.label}.` })
    color = defaultColor(trim)
  }
  let options: string[]
  if (input.options === undefined) {
    options = defaultOptions(trim)
  } else {
    const wanted = new Set(input.options)
    for (const uid of wanted) {
      if (!find(trim.options, uid))
        issues.push({ field: 'options', message: `Option “${uid}” is not offered on ${trim.label}.` })
    }
    options = trim.options
      .filter((option) => {
        if (option.selectable) return wanted.has(option.uid)
        if (wanted.has(option.uid) !== option.isDefault) {
          issues.push({ field: 'options', message: `${option.name} cannot be changed on ${trim.label}.` })
        }
        return option.isDefault
      })
      .map((option) => option.uid)
  }
  return { selection: { trim: trim.uid, color: color.uid, options }, issues }
}

const optionLine = (option: CatalogOption, chosen: boolean): OptionLine | null => {
  if (option.isDefault)
    return {
      uid: option.uid,
      name: option.name,
      category: option.category,
      change: chosen ? 'included' : 'removed',
      priceDelta: chosen ? 0 : -option.price,
    }
  return chosen
    ? { uid: option.uid, name: option.name, category: option.category, change: 'added', priceDelta: option.price }
    : null
}

/**
 * THE price function. Total = trim price + the colour's price unless it is the default + option
 * deltas (kept default 0, removed default −price, added option +price). Integer cents.
 */
export function priceConfiguration(
  catalog: Catalog,
  input: SelectionInput,
): PricedConfiguration & { issues: SelectionIssue[] } {
  const { selection, issues } = resolveSelection(catalog, input)
  const trim = find(catalog.trims, selection.trim)!
  const color = find(trim.colors, selection.color)!
  const chosen = new Set(selection.options)
  const options = trim.options
    .map((o) => optionLine(o, chosen.has(o.uid)))
    .filter((line): line is OptionLine => line !== null)
  const colorPrice = color.isDefault ? 0 : color.price
  const optionsTotal = options.reduce((sum, line) => sum + line.priceDelta, 0)
  return {
    selection,
    issues,
    trim: { uid: trim.uid, label: trim.label, price: trim.price },
    color: { uid: color.uid, name: color.name, price: colorPrice, isDefault: color.isDefault },
    options,
    optionsTotal,
    total: trim.price + colorPrice + optionsTotal,
  }
}
