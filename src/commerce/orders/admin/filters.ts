import type { Where } from 'payload'

import {
  DEPOSIT_STATUSES,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type DepositStatus,
  type OrderStatus,
} from '../statuses'

/**
 * THE order filters staff use: the quick filters above the orders list, the CSV export and the
 * second deposit's call take the same values (status, deposit, from, to, trim) and turn them into
 * one Payload `where`.
 */
export type OrderFilter = {
  status?: OrderStatus
  deposit?: DepositFilter
  from?: string
  to?: string
  /** A trim's uid (the configuration the order was placed with). */
  trim?: string
}

const TRIM_UID = /^[a-z0-9][a-z0-9-]{0,59}$/

const DEPOSITS = ['first', 'second'] as const
export type DepositFilter = `${(typeof DEPOSITS)[number]}:${DepositStatus}`

const DEPOSIT_LABEL: Record<DepositStatus, string> = {
  'not-due': 'not due yet',
  due: 'due',
  paid: 'paid',
  failed: 'failed',
  refunded: 'refunded',
}
export const DEPOSIT_FILTER_OPTIONS: { value: DepositFilter; label: string }[] = DEPOSITS.flatMap((which) =>
  DEPOSIT_STATUSES.filter((status) => !(which === 'first' && status === 'not-due')).map((status) => ({
    value: `${which}:${status}` as DepositFilter,
    label: `${which === 'first' ? 'First' : 'Second'} deposit ${DEPOSIT_LABEL[status]}`,
  })),
)
export const STATUS_FILTER_OPTIONS = ORDER_STATUSES.map((value) => ({
  value,
  label: ORDER_STATUS_LABELS[value],
}))

const DAY = /^\d{4}-\d{2}-\d{2}$/
const isDay = (value: string) => DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))

/** Reads the filter from query parameters; unknown values are errors, not silently ignored. */
export function parseOrderFilter(
  params: URLSearchParams,
): { ok: true; filter: OrderFilter } | { ok: false; message: string } {
  const filter: OrderFilter = {}
  const status = params.get('status') || ''
  const deposit = params.get('deposit') || ''
  const from = params.get('from') || ''
  const to = params.get('to') || ''
  const trim = params.get('trim') || ''
  if (trim) {
    if (!TRIM_UID.test(trim)) return { ok: false, message: `Unknown trim “${trim}”.` }
    filter.trim = trim
  }
  if (status) {
    if (!ORDER_STATUSES.includes(status as OrderStatus))
      return { ok: false, message: `Unknown order status “${status}”.` }
    filter.status = status as OrderStatus
  }
  if (deposit) {
    if (!DEPOSIT_FILTER_OPTIONS.some((o) => o.value === deposit))
      return { ok: false, message: `Unknown deposit filter “${deposit}”.` }
    filter.deposit = deposit as DepositFilter
  }
  for (const [key, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (!value) continue
    if (!isDay(value)) return { ok: false, message: `“${key}” must be a date like 2026-11-21.` }
    filter[key] = value
  }
  if (filter.from && filter.to && filter.from > filter.to)
    return { ok: false, message: '“from” must not be after “to”.' }
  return { ok: true, filter }
}

/** The filter as a Payload query: every given value must hold; dates are whole UTC days, both ends included. */
export function orderFilterWhere(filter: OrderFilter): Where {
  const and: Where[] = []
  if (filter.status) and.push({ status: { equals: filter.status } })
  if (filter.deposit) {
    const [which, status] = filter.deposit.split(':')
    and.push({ [`${which}Deposit.status`]: { equals: status } })
  }
  if (filter.from)
    and.push({
      createdAt: { greater_than_equal: `${filter.from}T00:00:00.000Z` },
    })
  if (filter.to) and.push({ createdAt: { less_than_equal: `${filter.to}T23:59:59.999Z` } })
  if (filter.trim) and.push({ 'configuration.trim.uid': { equals: filter.trim } })
  return { and }
}

/** The filter as query parameters of the CSV export. */
export function orderFilterParams(filter: OrderFilter): URLSearchParams {
  const params = new URLSearchParams()
  for (const key of ['status', 'deposit', 'from', 'to', 'trim'] as const) if (filter[key]) params.set(key, filter[key]!)
  return params
}

/**
 * Reads the filter back from the orders list's `where` (as orderFilterWhere wrote it), so the form
 * and the CSV link show what the list shows. Conditions made with Payload's own filter builder
 * are left to it: the form then shows "any".
 */
export function orderFilterFromWhere(where: Where | undefined): OrderFilter {
  const params = new URLSearchParams()
  for (const clause of (Array.isArray(where?.and) ? where.and : []) as Where[]) {
    const [[path, condition]] = Object.entries(clause ?? {}) as [string, Record<string, unknown>][]
    const value = typeof condition === 'object' && condition ? Object.values(condition)[0] : undefined
    if (typeof value !== 'string') continue
    if (path === 'status') params.set('status', value)
    else if (path === 'firstDeposit.status' || path === 'secondDeposit.status')
      params.set('deposit', `${path.slice(0, path.indexOf('Deposit'))}:${value}`)
    else if (path === 'createdAt' && 'greater_than_equal' in condition) params.set('from', value.slice(0, 10))
    else if (path === 'createdAt' && 'less_than_equal' in condition) params.set('to', value.slice(0, 10))
    else if (path === 'configuration.trim.uid') params.set('trim', value)
  }
  const parsed = parseOrderFilter(params)
  return parsed.ok ? parsed.filter : {}
}

/** The admin's orders list URL showing this filter (Payload's list view reads `where` in bracket notation). */
export function ordersListSearch(filter: OrderFilter): string {
  const params = new URLSearchParams()
  const encode = (prefix: string, value: unknown) => {
    if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) encode(`${prefix}[${key}]`, inner)
    } else params.append(prefix, String(value))
  }
  orderFilterWhere(filter).and!.forEach((clause, i) => encode(`where[and][${i}]`, clause))
  const search = params.toString()
  return search ? `?${search}` : ''
}
