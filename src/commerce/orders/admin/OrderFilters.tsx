'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { type FormEvent, useId } from 'react'

import { DEPOSIT_FILTER_OPTIONS, type OrderFilter, orderFilterParams, ordersListSearch, parseOrderFilter, STATUS_FILTER_OPTIONS } from './filters'
import styles from './OrderFilters.module.css'

/**
 * Quick filters above the orders list (status, deposit status, placed between two dates) and a
 * CSV download of exactly what they show. Payload's own "Filters" stay available for anything else.
 */
export function OrderFilters({ exportPath }: { exportPath: string }) {
  const router = useRouter()
  const pathname = usePathname()
  const params = useSearchParams()
  const parsed = parseOrderFilter(new URLSearchParams(params.toString()))
  const current: OrderFilter = parsed.ok ? parsed.filter : {}
  const id = useId()
  const download = `${exportPath}${orderFilterParams(current).size ? `?${orderFilterParams(current)}` : ''}`

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const next = parseOrderFilter(new URLSearchParams([...form].map(([k, v]) => [k, String(v)])))
    if (next.ok) router.push(`${pathname}${ordersListSearch(next.filter)}`)
  }

  return (
    <form className={styles.filters} onSubmit={apply} aria-label="Filter orders" key={params.toString()}>
      <label htmlFor={`${id}-status`}>
        Status
        <select id={`${id}-status`} name="status" defaultValue={current.status ?? ''}>
          <option value="">Any status</option>
          {STATUS_FILTER_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-deposit`}>
        Deposit
        <select id={`${id}-deposit`} name="deposit" defaultValue={current.deposit ?? ''}>
          <option value="">Any deposit</option>
          {DEPOSIT_FILTER_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-from`}>
        Placed from
        <input id={`${id}-from`} type="date" name="from" defaultValue={current.from ?? ''} />
      </label>
      <label htmlFor={`${id}-to`}>
        to
        <input id={`${id}-to`} type="date" name="to" defaultValue={current.to ?? ''} />
      </label>
      <div className={styles.actions}>
        <button type="submit">Apply</button>
        <button type="button" onClick={() => router.push(pathname)}>
          Clear
        </button>
        <a href={download}>Download these as CSV</a>
      </div>
      {!parsed.ok && <p role="alert">{parsed.message}</p>}
    </form>
  )
}
