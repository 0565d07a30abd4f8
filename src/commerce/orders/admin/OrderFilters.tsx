'use client'

import { useListQuery } from '@payloadcms/ui'
import { type FormEvent, useId, useState } from 'react'

import {
  DEPOSIT_FILTER_OPTIONS,
  orderFilterFromWhere,
  orderFilterParams,
  orderFilterWhere,
  parseOrderFilter,
  STATUS_FILTER_OPTIONS,
} from './filters'
import styles from './OrderFilters.module.css'

/**
 * Quick filters above the orders list (status, deposit status, placed between two dates) and a
 * CSV download of exactly what they show. They change the list's own query, so pagination,
 * sorting and Payload's "Filters" keep working with them.
 */
export function OrderFilters({ exportPath }: { exportPath: string }) {
  const { query, refineListData } = useListQuery()
  const current = orderFilterFromWhere(query.where)
  const id = useId()
  const [problem, setProblem] = useState<string | null>(null)
  const params = orderFilterParams(current)
  const download = `${exportPath}${params.size ? `?${params}` : ''}`

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const next = parseOrderFilter(new URLSearchParams([...form].map(([k, v]) => [k, String(v)])))
    setProblem(next.ok ? null : next.message)
    if (next.ok) void refineListData({ where: orderFilterWhere(next.filter) })
  }

  return (
    <form className={styles.filters} onSubmit={apply} aria-label="Filter orders" key={JSON.stringify(current)}>
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
        <button type="button" onClick={() => void refineListData({ where: {} })}>
          Clear
        </button>
        <a href={download}>Download these as CSV</a>
      </div>
      {problem && <p role="alert">{problem}</p>}
    </form>
  )
}
