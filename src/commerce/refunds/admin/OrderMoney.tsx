'use client'

import { useAuth, useDocumentInfo } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useState } from 'react'

import { ADMIN_SKIN } from '@/kit/forms/admin-skin'
import { CheckboxField } from '@/kit/forms/fields/CheckboxField'
import { SelectField } from '@/kit/forms/fields/SelectField'
import { TextArea, TextField } from '@/kit/forms/fields/TextField'
import { FormMessage } from '@/kit/forms/FormMessage'

import styles from './OrderMoney.module.css'

type PaymentRow = {
  id: number
  kind: 'first' | 'second'
  amount: number
  status: string
  refundedAmount?: number | null
}
type DisputeRow = {
  id: number
  payment: number
  amount: number
  status: 'open' | 'won' | 'lost'
  reason: string
  providerReference: string
  createdAt: string
  settledAt?: string | null
}
const API = '/cms-api'
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`
const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' })
const DISPUTE_WORDS = {
  open: 'open: no refund until the bank decides (a refund now could pay the cardholder twice)',
  won: 'won: the money stayed with us, the payment can be refunded',
  lost: 'lost: the bank gave the amount back to the cardholder, it counts as refunded',
} as const

async function post(path: string, body: unknown): Promise<string | null> {
  const res = await fetch(`${API}${path}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (res.ok) return null
  const answer = (await res.json().catch(() => ({}))) as { error?: string }
  return answer.error ?? `The request failed (${res.status}).`
}

/**
 * Staff money actions on an order: refund all or part of one payment (admins), cancel with or
 * without the refund the policy gives (admins; support only with it). Always with a reason; an
 * admin may override the policy, which the record says. The server checks every rule again.
 */
export function OrderMoney() {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const router = useRouter()
  const role = (user as { role?: string } | null)?.role
  const form = useId()
  const [payments, setPayments] = useState<PaymentRow[]>([])
  const [disputes, setDisputes] = useState<DisputeRow[]>([])
  const [paymentId, setPaymentId] = useState<number | null>(null)
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const [override, setOverride] = useState(false)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!id) return
    void fetch(`${API}/payments?where[order][equals]=${id}&where[status][equals]=succeeded&depth=0`, {
      credentials: 'include',
    })
      .then((res) => res.json())
      .then((body: { docs?: PaymentRow[] }) => {
        setPayments(body.docs ?? [])
        setPaymentId(body.docs?.[0]?.id ?? null)
      })
    void fetch(`${API}/money-actions?where[order][equals]=${id}&where[kind][equals]=dispute&depth=0&sort=createdAt`, {
      credentials: 'include',
    })
      .then((res) => res.json())
      .then((body: { docs?: DisputeRow[] }) => setDisputes(body.docs ?? []))
  }, [id])

  if (!id || (role !== 'admin' && role !== 'support')) return null

  async function run(path: string, body: unknown, done: string) {
    setBusy(true)
    setMessage(null)
    const error = await post(path, body)
    setBusy(false)
    setMessage(error ? { ok: false, text: error } : { ok: true, text: done })
    if (!error) router.refresh()
  }

  const openDispute = disputes.find((d) => d.status === 'open' && d.payment === paymentId)

  function refund() {
    const cents = Math.round(Number(amount) * 100)
    if (!paymentId || !Number.isFinite(cents) || cents <= 0)
      return setMessage({ ok: false, text: 'Enter the amount to refund in dollars.' })
    void run(`/orders/${id}/refund`, { paymentId, amount: cents, reason, override }, 'Refund recorded.')
  }

  return (
    <section className={styles.panel} aria-labelledby={`${form}-title`}>
      <h3 id={`${form}-title`}>Refund or cancel</h3>
      {disputes.length > 0 && (
        <ul className={styles.disputes} aria-label="Disputes">
          {disputes.map((d) => (
            <li key={d.id} className={d.status === 'open' ? styles.disputeOpen : undefined}>
              Dispute {d.providerReference} for {dollars(d.amount)}, opened {day(d.createdAt)}:{' '}
              {DISPUTE_WORDS[d.status]}
              {d.settledAt && d.status !== 'open' ? ` (${day(d.settledAt)})` : ''}. {d.reason}
            </li>
          ))}
        </ul>
      )}
      <TextArea
        form={form}
        name="reason"
        label="Reason (kept with the record)"
        required
        requiredMark={false}
        skin={ADMIN_SKIN}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        rows={2}
      />
      {role === 'admin' && payments.length > 0 && (
        // Not a <form>: this panel sits inside the admin's document form, and a nested form's submit
        // reached that form too (it saved the order instead of refunding).
        <div className={styles.row} role="group" aria-label="Refund one deposit">
          <SelectField
            form={form}
            name="payment"
            label="Payment"
            required
            requiredMark={false}
            skin={ADMIN_SKIN}
            value={String(paymentId ?? '')}
            onChange={(e) => setPaymentId(Number(e.target.value))}
            options={payments.map((p) => ({
              value: String(p.id),
              label: `${p.kind === 'first' ? 'First' : 'Second'} deposit — ${dollars(p.amount)} paid${
                p.refundedAmount ? `, ${dollars(p.refundedAmount)} refunded` : ''
              }${disputes.some((d) => d.status === 'open' && d.payment === p.id) ? ', disputed' : ''}`,
            }))}
          />
          <TextField
            form={form}
            name="amount"
            label="Amount (USD)"
            required
            requiredMark={false}
            skin={ADMIN_SKIN}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            onKeyDown={(e) => {
              // Enter refunds, as in a form of its own, instead of saving the document around it.
              if (e.key !== 'Enter') return
              e.preventDefault()
              refund()
            }}
            placeholder="250.00"
          />
          <CheckboxField
            form={form}
            name="override"
            label="Override the refund policy"
            skin={ADMIN_SKIN}
            checked={override}
            onChange={(e) => setOverride(e.target.checked)}
          />
          <button type="button" disabled={busy || Boolean(openDispute)} onClick={refund}>
            Refund
          </button>
          {openDispute && (
            <p className={styles.error}>This payment is disputed: it cannot be refunded until the bank decides.</p>
          )}
        </div>
      )}
      <div className={styles.row}>
        <button
          type="button"
          disabled={busy}
          onClick={() => void run(`/orders/${id}/cancel`, { reason, refund: true }, 'Order cancelled.')}
        >
          Cancel order and refund what the policy allows
        </button>
        {role === 'admin' && (
          <button
            type="button"
            disabled={busy}
            onClick={() =>
              void run(`/orders/${id}/cancel`, { reason, refund: false }, 'Order cancelled, nothing refunded.')
            }
          >
            Cancel without refund
          </button>
        )}
      </div>
      {message && <FormMessage tone={message.ok ? 'success' : 'error'}>{message.text}</FormMessage>}
    </section>
  )
}
