'use client'

import { Button, ConfirmationModal, TextareaInput, useModal } from '@payloadcms/ui'
import { useState } from 'react'

import type { MoneyView } from './money-view'
import styles from './OrderMoney.module.css'
import { dollars } from './staff-request'

const WITH_REFUND = 'order-money-cancel'
const WITHOUT_REFUND = 'order-money-cancel-keep'

/**
 * Cancel the order, with the refund its policy gives (admins and support) or keeping the money
 * (admins), always with a reason and after a confirmation naming what is refunded, to which card,
 * and that the customer is mailed.
 */
export function CancelActions({
  view,
  busy,
  onCancel,
}: {
  view: MoneyView
  busy: boolean
  onCancel: (body: { reason: string; refund: boolean }) => Promise<void>
}) {
  const { openModal } = useModal()
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const { cancel } = view
  const refunds = cancel.refunds.length
    ? cancel.refunds.map((r) => `${dollars(r.amount)} of the ${r.label}${r.card ? ` to ${r.card}` : ''}`).join(' and ')
    : null
  const kept = view.paid - view.refunded - cancel.refundTotal

  function review(modal: string) {
    if (reason.trim().length < 3)
      return setProblem('Give a reason (at least 3 characters): it is kept with the cancellation.')
    setProblem(null)
    openModal(modal)
  }

  return (
    <section className={styles.form} aria-label="Cancel the order">
      <h4>Cancel the order</h4>
      <p className={styles.muted}>
        Under the order’s refund policy, cancelling now refunds {refunds ?? 'nothing'}
        {kept > 0 ? `; ${dollars(kept)} is kept` : ''}. The customer is mailed a confirmation.
      </p>
      <TextareaInput
        path="moneyCancelReason"
        label="Reason (kept with the cancellation)"
        required
        rows={2}
        value={reason}
        onChange={(e: React.ChangeEvent<HTMLTextAreaElement>) => setReason(e.target.value)}
      />
      {problem && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
      <div className={styles.buttons}>
        <Button buttonStyle="primary" margin={false} disabled={busy} onClick={() => review(WITH_REFUND)}>
          {cancel.refundTotal > 0 ? `Cancel and refund ${dollars(cancel.refundTotal)}…` : 'Cancel the order…'}
        </Button>
        {cancel.withoutRefund.allowed && cancel.refundTotal > 0 && (
          <Button buttonStyle="secondary" margin={false} disabled={busy} onClick={() => review(WITHOUT_REFUND)}>
            Cancel without refund…
          </Button>
        )}
      </div>
      {!cancel.withoutRefund.allowed && cancel.withoutRefund.why && cancel.refundTotal > 0 && (
        <p className={styles.muted}>{cancel.withoutRefund.why}</p>
      )}
      <ConfirmationModal
        modalSlug={WITH_REFUND}
        heading={`Cancel order ${view.number}?`}
        body={
          <>
            <p>
              {refunds
                ? `Refunds ${refunds}, through the payment provider.`
                : 'Nothing is refunded under the order’s policy.'}
              {kept > 0 ? ` ${dollars(kept)} is kept.` : ''} A cancelled order cannot be reopened.
            </p>
            <p>The customer is mailed a cancellation confirmation{refunds ? ' listing the refunds' : ''}.</p>
          </>
        }
        confirmLabel={cancel.refundTotal > 0 ? `Cancel and refund ${dollars(cancel.refundTotal)}` : 'Cancel the order'}
        confirmingLabel="Cancelling…"
        cancelLabel="Go back"
        onConfirm={() => onCancel({ reason: reason.trim(), refund: true })}
      />
      <ConfirmationModal
        modalSlug={WITHOUT_REFUND}
        heading={`Cancel order ${view.number} and keep ${dollars(view.paid - view.refunded)}?`}
        body={
          <>
            <p>
              Nothing is refunded, although the order’s policy would refund {refunds}. The record keeps your reason.
            </p>
            <p>The customer is mailed a cancellation confirmation saying nothing is refunded.</p>
          </>
        }
        confirmLabel="Cancel without refund"
        confirmingLabel="Cancelling…"
        cancelLabel="Go back"
        onConfirm={() => onCancel({ reason: reason.trim(), refund: false })}
      />
    </section>
  )
}
