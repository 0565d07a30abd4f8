'use client'

import { useSelection } from '@payloadcms/ui'
import { type FormEvent, useId, useState } from 'react'

import styles from '../orders/admin/OrderFilters.module.css'

type Answer = { called: string[]; skipped: { number: string; reason: string }[] } | { error: string }

/**
 * "Call the second deposit" above the orders list: the rows ticked in the list, or order numbers,
 * or a filter (trim, placed before, status), and a due date. Each customer is mailed the amount,
 * the due date and a link to pay (POST callPath, second-deposit/call-endpoint.ts).
 */
export function CallSecondDepositForm({
  callPath,
  trims,
}: {
  callPath: string
  trims: { uid: string; label: string }[]
}) {
  const id = useId()
  const { selected } = useSelection()
  const ticked = [...selected].filter(([, on]) => on).map(([rowId]) => Number(rowId))
  const [answer, setAnswer] = useState<Answer | null>(null)
  const [busy, setBusy] = useState(false)

  async function call(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const text = (name: string) => String(form.get(name) ?? '').trim()
    const orders = text('orders')
      .split(/[\s,]+/)
      .filter(Boolean)
    const body = {
      dueDate: text('dueDate'),
      ...(ticked.length && form.get('useTicked') ? { ids: ticked } : {}),
      ...(orders.length ? { orders } : {}),
      ...(text('trim') ? { trim: text('trim') } : {}),
      ...(text('placedBefore') ? { placedBefore: text('placedBefore') } : {}),
      ...(text('status') ? { status: text('status') } : {}),
    }
    setBusy(true)
    try {
      const res = await fetch(callPath, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      const json = (await res.json().catch(() => ({ error: `The server answered ${res.status}.` }))) as Answer
      setAnswer(json)
    } finally {
      setBusy(false)
    }
  }

  return (
    <details className={styles.call}>
      <summary>Call the second deposit</summary>
      <form className={styles.filters} onSubmit={call} aria-label="Call the second deposit">
        <label htmlFor={`${id}-due`}>
          Due date
          <input id={`${id}-due`} name="dueDate" type="date" required />
        </label>
        <label>
          <span>
            <input name="useTicked" type="checkbox" defaultChecked disabled={!ticked.length} /> The {ticked.length}{' '}
            ticked order{ticked.length === 1 ? '' : 's'}
          </span>
        </label>
        <label htmlFor={`${id}-orders`}>
          Order numbers
          <input id={`${id}-orders`} name="orders" placeholder="PB-…, PB-…" />
        </label>
        <label htmlFor={`${id}-trim`}>
          Trim
          <select id={`${id}-trim`} name="trim" defaultValue="">
            <option value="">Any</option>
            {trims.map((t) => (
              <option key={t.uid} value={t.uid}>
                {t.label}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-before`}>
          Placed before
          <input id={`${id}-before`} name="placedBefore" type="date" />
        </label>
        <label htmlFor={`${id}-status`}>
          Status
          <select id={`${id}-status`} name="status" defaultValue="">
            <option value="">First deposit paid or already called</option>
            <option value="first-deposit-paid">First deposit paid</option>
            <option value="second-deposit-due">Already called (moves the due date)</option>
          </select>
        </label>
        <div className={styles.actions}>
          <button type="submit" disabled={busy}>
            {busy ? 'Calling…' : 'Call and mail customers'}
          </button>
        </div>
      </form>
      <div role="status" className={styles.problem}>
        {answer && 'error' in answer ? answer.error : null}
        {answer && 'called' in answer
          ? `Called ${answer.called.length}: ${answer.called.join(', ') || 'none'}.${
              answer.skipped.length
                ? ` Skipped ${answer.skipped.length}: ${answer.skipped.map((s) => `${s.number} (${s.reason})`).join(', ')}.`
                : ''
            }`
          : null}
      </div>
    </details>
  )
}
