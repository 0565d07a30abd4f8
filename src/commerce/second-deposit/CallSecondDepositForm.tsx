'use client'

import { ConfirmationModal, useListQuery, useModal, useSelection } from '@payloadcms/ui'
import { useId, useState } from 'react'

import {
  orderFilterFromWhere,
  orderFilterParams,
  STATUS_FILTER_OPTIONS,
  DEPOSIT_FILTER_OPTIONS,
} from '../orders/admin/filters'
import styles from '../orders/admin/OrderFilters.module.css'
import { ADMIN_SKIN } from '@/kit/forms/admin-skin'
import { CheckboxField } from '@/kit/forms/fields/CheckboxField'
import { TextField } from '@/kit/forms/fields/TextField'
import { failed, type FormState, idleState, succeeded } from '@/kit/forms/form-state'
import { SubmitButton } from '@/kit/forms/SubmitButton'
import { useFormAction } from '@/kit/forms/useFormAction'

type Skipped = { number: string; reason: string }[]
type Answer = { called: string[]; skipped: Skipped } | { error: string }
type Preview = { orders: number; mails: number; due: number; dueDate: string; skipped: Skipped }
const MODAL = 'call-second-deposit'
const dollars = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' })
const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

/** What the call will do, in the words of its confirmation: "3 orders, 3 mails, $7,500.00 due on Mar 1, 2027". */
export const previewWords = (preview: Preview) =>
  `${preview.orders} order${preview.orders === 1 ? '' : 's'}, ${preview.mails} mail${preview.mails === 1 ? '' : 's'}, ${dollars(preview.due)} due on ${day(preview.dueDate)}.`
const skippedWords = (skipped: Skipped) =>
  skipped.length
    ? `Skipped ${skipped.length}: ${skipped.map((s) => `${s.number} (${s.reason})`).join(', ')}.`
    : 'None skipped.'
type CallField = 'dueDate' | 'useTicked' | 'useFilter' | 'orders'

const said = (answer: Answer) =>
  'error' in answer
    ? answer.error
    : `Called ${answer.called.length}: ${answer.called.join(', ') || 'none'}.${
        answer.skipped.length
          ? ` Skipped ${answer.skipped.length}: ${answer.skipped.map((s) => `${s.number} (${s.reason})`).join(', ')}.`
          : ''
      }`

async function post<T>(path: string, body: unknown): Promise<T | { error: string }> {
  const res = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => null)
  if (!res) return { error: 'The server could not be reached. Try again.' }
  return (await res.json().catch(() => ({ error: `The server answered ${res.status}.` }))) as T | { error: string }
}

/**
 * "Call the second deposit" above the orders list: the rows ticked in the list, order numbers, or
 * the orders the list's own filter shows (one filter set: OrderFilters), and a due date. Each customer is mailed the amount,
 * the due date and a link to pay (POST callPath, second-deposit/call-endpoint.ts), after a
 * confirmation that says how many orders and mails, the amount due, and which orders are skipped and why.
 */
export function CallSecondDepositForm({
  callPath,
  trims,
}: {
  callPath: string
  trims: { uid: string; label: string }[]
}) {
  const id = useId()
  const { openModal } = useModal()
  const [pending, setPending] = useState<{ body: Record<string, unknown>; preview: Preview } | null>(null)
  const [outcome, setOutcome] = useState<string | null>(null)
  const { selected } = useSelection()
  const ticked = [...selected].filter(([, on]) => on).map(([rowId]) => Number(rowId))
  // The list's own filter (OrderFilters above it) is the call's: one filter set.
  const { query } = useListQuery()
  const listFilter = orderFilterFromWhere(query.where)
  const filterParams = orderFilterParams(listFilter)
  const filterWords = [
    listFilter.status && STATUS_FILTER_OPTIONS.find((o) => o.value === listFilter.status)?.label,
    listFilter.deposit && DEPOSIT_FILTER_OPTIONS.find((o) => o.value === listFilter.deposit)?.label,
    listFilter.trim && `${trims.find((t) => t.uid === listFilter.trim)?.label ?? listFilter.trim} trim`,
    listFilter.from && `placed from ${listFilter.from}`,
    listFilter.to && `placed until ${listFilter.to}`,
  ]
    .filter(Boolean)
    .join(', ')

  const { state, form } = useFormAction<FormState<CallField>>(
    async (_previous, form) => {
      const text = (name: CallField) => String(form.get(name) ?? '').trim()
      // What was typed stays in the fields after the answer (React resets a form its action sent).
      const values = {
        dueDate: text('dueDate'),
        useTicked: form.get('useTicked') === 'on',
        useFilter: form.get('useFilter') === 'on',
        orders: text('orders'),
      }
      if (!values.dueDate) return failed('', { dueDate: 'Choose the date the second deposit is due.' }, values)
      const orders = values.orders.split(/[\s,]+/).filter(Boolean)
      const body = {
        dueDate: values.dueDate,
        ...(ticked.length && values.useTicked ? { ids: ticked } : {}),
        ...(orders.length ? { orders } : {}),
        ...(filterParams.size && values.useFilter ? { filter: Object.fromEntries(filterParams) } : {}),
      }
      // First what the call would do; nothing is sent before staff confirm it.
      const answer = await post<Preview>(callPath, { ...body, preview: true })
      if ('error' in answer) return failed(answer.error, {}, values)
      setOutcome(null)
      setPending({ body, preview: answer })
      openModal(MODAL)
      return succeeded(`${previewWords(answer)} ${skippedWords(answer.skipped)}`, values)
    },
    idleState({ useTicked: true, useFilter: true }),
  )
  const value = (name: CallField) => String(state.values[name] ?? '')

  return (
    <details className={styles.call}>
      <summary>Call the second deposit</summary>
      <form {...form} className={styles.filters} aria-label="Call the second deposit">
        <TextField
          form={id}
          name="dueDate"
          type="date"
          label="Due date"
          required
          requiredMark={false}
          skin={ADMIN_SKIN}
          defaultValue={value('dueDate')}
          error={state.errors.dueDate}
        />
        <CheckboxField
          form={id}
          name="useTicked"
          label={`The ${ticked.length} ticked order${ticked.length === 1 ? '' : 's'}`}
          skin={ADMIN_SKIN}
          defaultChecked={state.values.useTicked !== false}
          disabled={!ticked.length}
        />
        <CheckboxField
          form={id}
          name="useFilter"
          label={
            filterWords
              ? `The callable orders the list’s filter shows (${filterWords})`
              : 'Filter the list above to call the orders it shows'
          }
          skin={ADMIN_SKIN}
          defaultChecked={state.values.useFilter !== false}
          disabled={!filterParams.size}
        />
        <TextField
          form={id}
          name="orders"
          label="Order numbers"
          optionalMark={false}
          skin={ADMIN_SKIN}
          placeholder="PBL-…, PBL-…"
          defaultValue={value('orders')}
        />
        <div className={styles.actions}>
          <SubmitButton className="" label="Review the call…" busyLabel="Counting…" />
        </div>
      </form>
      <div role="status" className={styles.problem}>
        {outcome ?? state.message}
      </div>
      <ConfirmationModal
        modalSlug={MODAL}
        heading={
          pending
            ? `Call the second deposit of ${pending.preview.orders} order${pending.preview.orders === 1 ? '' : 's'}?`
            : ''
        }
        body={
          pending && (
            <>
              <p>{previewWords(pending.preview)}</p>
              <p>Each customer is mailed the amount, the due date and a link to pay.</p>
              <p>{skippedWords(pending.preview.skipped)}</p>
            </>
          )
        }
        confirmLabel={pending ? `Call and mail ${pending.preview.mails}` : 'Call'}
        confirmingLabel="Calling…"
        cancelLabel="Go back"
        onConfirm={async () => {
          if (!pending || pending.preview.orders === 0) return setOutcome('Nothing to call: every order was skipped.')
          const answer = await post<Exclude<Answer, { error: string }>>(callPath, pending.body)
          setOutcome(said(answer))
          setPending(null)
        }}
      />
    </details>
  )
}
