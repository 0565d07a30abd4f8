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
import { ADMIN_SKIN } from '@/kit/forms/admin-skin'
import { SelectField } from '@/kit/forms/fields/SelectField'
import { TextField } from '@/kit/forms/fields/TextField'
import { FormMessage } from '@/kit/forms/FormMessage'

/** Every filter may be left out: no "(optional)" on each. */
const FILTER = { skin: ADMIN_SKIN, optionalMark: false } as const

/**
 * THE filters of the orders list (status, deposit status, trim, placed between two dates): a CSV
 * download of exactly what they show, and the second deposit's call (CallSecondDepositForm) uses them too. They change the list's own query, so pagination,
 * sorting and Payload's "Filters" keep working with them.
 */
export function OrderFilters({ exportPath, trims }: { exportPath: string; trims: { uid: string; label: string }[] }) {
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
      <SelectField
        {...FILTER}
        form={id}
        name="status"
        label="Status"
        placeholder="Any status"
        options={STATUS_FILTER_OPTIONS}
        defaultValue={current.status ?? ''}
      />
      <SelectField
        {...FILTER}
        form={id}
        name="deposit"
        label="Deposit"
        placeholder="Any deposit"
        options={DEPOSIT_FILTER_OPTIONS}
        defaultValue={current.deposit ?? ''}
      />
      <SelectField
        {...FILTER}
        form={id}
        name="trim"
        label="Trim"
        placeholder="Any trim"
        options={trims.map((t) => ({ value: t.uid, label: t.label }))}
        defaultValue={current.trim ?? ''}
      />
      <TextField {...FILTER} form={id} type="date" name="from" label="Placed from" defaultValue={current.from ?? ''} />
      <TextField {...FILTER} form={id} type="date" name="to" label="to" defaultValue={current.to ?? ''} />
      <div className={styles.actions}>
        <button type="submit">Apply</button>
        <button type="button" onClick={() => void refineListData({ where: {} })}>
          Clear
        </button>
        <a href={download}>Download these as CSV</a>
      </div>
      {problem && <FormMessage tone="error">{problem}</FormMessage>}
      {/* Payload's search box names only top-level fields ("Search by Number"); it searches these too (Orders.ts). */}
      <p className={styles.hint}>The search box above also finds an order by its customer’s e-mail or name.</p>
    </form>
  )
}
