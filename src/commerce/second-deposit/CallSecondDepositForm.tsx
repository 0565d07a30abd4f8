'use client'

import { useSelection } from '@payloadcms/ui'
import { useId } from 'react'

import styles from '../orders/admin/OrderFilters.module.css'
import { ADMIN_SKIN } from '@/kit/forms/admin-skin'
import { CheckboxField } from '@/kit/forms/fields/CheckboxField'
import { SelectField } from '@/kit/forms/fields/SelectField'
import { TextField } from '@/kit/forms/fields/TextField'
import { failed, type FormState, idleState, succeeded } from '@/kit/forms/form-state'
import { SubmitButton } from '@/kit/forms/SubmitButton'
import { useFormAction } from '@/kit/forms/useFormAction'

type Answer = { called: string[]; skipped: { number: string; reason: string }[] } | { error: string }
type CallField = 'dueDate' | 'useTicked' | 'orders' | 'trim' | 'placedBefore' | 'status'

const STATUS_OPTIONS = [
  { value: 'first-deposit-paid', label: 'First deposit paid' },
  { value: 'second-deposit-due', label: 'Already called (moves the due date)' },
]

const said = (answer: Answer) =>
  'error' in answer
    ? answer.error
    : `Called ${answer.called.length}: ${answer.called.join(', ') || 'none'}.${
        answer.skipped.length
          ? ` Skipped ${answer.skipped.length}: ${answer.skipped.map((s) => `${s.number} (${s.reason})`).join(', ')}.`
          : ''
      }`

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

  const { state, form } = useFormAction<FormState<CallField>>(
    async (_previous, form) => {
      const text = (name: CallField) => String(form.get(name) ?? '').trim()
      // What was typed stays in the fields after the answer (React resets a form its action sent).
      const values = {
        dueDate: text('dueDate'),
        useTicked: form.get('useTicked') === 'on',
        orders: text('orders'),
        trim: text('trim'),
        placedBefore: text('placedBefore'),
        status: text('status'),
      }
      if (!values.dueDate) return failed('', { dueDate: 'Choose the date the second deposit is due.' }, values)
      const orders = values.orders.split(/[\s,]+/).filter(Boolean)
      const body = {
        dueDate: values.dueDate,
        ...(ticked.length && values.useTicked ? { ids: ticked } : {}),
        ...(orders.length ? { orders } : {}),
        ...(values.trim ? { trim: values.trim } : {}),
        ...(values.placedBefore ? { placedBefore: values.placedBefore } : {}),
        ...(values.status ? { status: values.status } : {}),
      }
      const res = await fetch(callPath, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).catch(() => null)
      if (!res) return failed('The server could not be reached. Try again.', {}, values)
      const answer = (await res.json().catch(() => ({ error: `The server answered ${res.status}.` }))) as Answer
      return 'error' in answer ? failed(said(answer), {}, values) : succeeded(said(answer), values)
    },
    idleState({ useTicked: true }),
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
        <TextField
          form={id}
          name="orders"
          label="Order numbers"
          optionalMark={false}
          skin={ADMIN_SKIN}
          placeholder="PBL-…, PBL-…"
          defaultValue={value('orders')}
        />
        <SelectField
          form={id}
          name="trim"
          label="Trim"
          optionalMark={false}
          skin={ADMIN_SKIN}
          placeholder="Any"
          options={trims.map((t) => ({ value: t.uid, label: t.label }))}
          defaultValue={value('trim')}
        />
        <TextField
          form={id}
          name="placedBefore"
          type="date"
          label="Placed before"
          optionalMark={false}
          skin={ADMIN_SKIN}
          defaultValue={value('placedBefore')}
        />
        <SelectField
          form={id}
          name="status"
          label="Status"
          optionalMark={false}
          skin={ADMIN_SKIN}
          placeholder="First deposit paid or already called"
          options={STATUS_OPTIONS}
          defaultValue={value('status')}
        />
        <div className={styles.actions}>
          <SubmitButton className="" label="Call and mail customers" busyLabel="Calling…" />
        </div>
      </form>
      <div role="status" className={styles.problem}>
        {state.message}
      </div>
    </details>
  )
}
