'use client'

import { Button, CheckboxInput, ConfirmationModal, TextareaInput, TextInput, useModal } from '@payloadcms/ui'
import { useState } from 'react'

import type { MoneyView, PaymentLine } from './money-view'
import styles from './OrderMoney.module.css'
import { dollars } from './staff-request'

const MODAL = 'order-money-refund'

/** Dollars typed by staff as whole cents, or null when it is not an amount. */
export function centsOf(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '')
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null
  return Math.round(Number(cleaned) * 100)
}

/**
 * Refund all or part of one payment (admins): the amount starts at the most that may still be
 * refunded of the picked payment, and nothing leaves before a confirmation that names the amount,
 * the payment, the card and whether the customer is mailed.
 */
export function RefundForm({
  view,
  payment,
  busy,
  onRefund,
  onClose,
}: {
  view: MoneyView
  payment: PaymentLine
  busy: boolean
  onRefund: (body: {
    paymentId: number
    amount: number
    reason: string
    override: boolean
    notifyCustomer: boolean
  }) => Promise<void>
  onClose: () => void
}) {
  const { openModal } = useModal()
  const [amount, setAmount] = useState((payment.refundableLeft / 100).toFixed(2))
  const [reason, setReason] = useState('')
  const [override, setOverride] = useState(false)
  const [notifyCustomer, setNotifyCustomer] = useState(view.refund.mailsCustomer)
  const [problem, setProblem] = useState<string | null>(null)
  const cents = centsOf(amount)
  const what = cents
    ? `${dollars(cents)} of the ${payment.label.toLowerCase()}${payment.card ? ` to ${payment.card}` : ''}`
    : ''

  function review() {
    if (!cents || cents <= 0) return setProblem('Enter the amount to refund in dollars, like 100.00.')
    if (cents > payment.refundableLeft)
      return setProblem(`At most ${dollars(payment.refundableLeft)} of this payment may still be refunded.`)
    if (reason.trim().length < 3)
      return setProblem('Give a reason (at least 3 characters): it is kept with the refund.')
    if (!payment.policyAllows && !override)
      return setProblem(
        'The order’s refund policy does not allow refunding this deposit now. Tick “Override the refund policy” to refund it anyway.',
      )
    setProblem(null)
    openModal(MODAL)
  }

  return (
    <section className={styles.form} aria-label={`Refund the ${payment.label.toLowerCase()}`}>
      <h4>
        Refund the {payment.label.toLowerCase()} ({dollars(payment.amount)} paid
        {payment.card ? ` with ${payment.card}` : ''})
      </h4>
      <p className={styles.muted}>
        At most {dollars(payment.refundableLeft)} may still be refunded.{' '}
        {payment.policyAllows
          ? 'The order’s refund policy allows refunding it now.'
          : 'The order’s refund policy does not allow refunding it now: an admin may override it, with a reason.'}
      </p>
      <div className={styles.fields}>
        <TextInput
          path="moneyRefundAmount"
          label="Amount (USD)"
          required
          value={amount}
          onChange={(e: React.ChangeEvent<HTMLInputElement>) => setAmount(e.target.value)}
        />
        <TextareaInput
          path="moneyRefundReason"
          label="Reason (kept with the refund)"
          required
          rows={2}
          value={reason}
          onChange={(e: React.ChangeEvent<HTMLTextAreaElement>) => setReason(e.target.value)}
        />
        <CheckboxInput
          id="money-refund-notify"
          label="Mail the customer a confirmation"
          checked={notifyCustomer}
          onToggle={(e) => setNotifyCustomer(e.target.checked)}
        />
        {!payment.policyAllows && (
          <CheckboxInput
            id="money-refund-override"
            label="Override the refund policy"
            checked={override}
            onToggle={(e) => setOverride(e.target.checked)}
          />
        )}
      </div>
      {problem && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
      <div className={styles.buttons}>
        <Button buttonStyle="primary" margin={false} disabled={busy} onClick={review}>
          {cents ? `Refund ${dollars(cents)}…` : 'Refund…'}
        </Button>
        <Button buttonStyle="secondary" margin={false} onClick={onClose}>
          Not now
        </Button>
      </div>
      <ConfirmationModal
        modalSlug={MODAL}
        heading={`Refund ${what}?`}
        body={
          <>
            <p>
              {dollars(cents ?? 0)} goes back to the card {payment.card ?? 'the customer paid with'} through the payment
              provider; it cannot be undone.
              {!payment.policyAllows && ' This overrides the order’s refund policy, and the record says so.'}
            </p>
            <p>
              {notifyCustomer
                ? 'The customer is mailed a confirmation of this refund.'
                : 'The customer is not mailed (the refund records that you chose so): tell them yourself if they should know.'}
            </p>
          </>
        }
        confirmLabel={`Refund ${dollars(cents ?? 0)}`}
        confirmingLabel="Refunding…"
        cancelLabel="Go back"
        onConfirm={() =>
          onRefund({ paymentId: payment.id, amount: cents!, reason: reason.trim(), override, notifyCustomer })
        }
      />
    </section>
  )
}
