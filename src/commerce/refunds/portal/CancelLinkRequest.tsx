'use client'

import { CANCEL_LINK_MINUTES } from '@/auth/tokens/lifetimes'
import { idleState } from '@/kit/forms/form-state'
import { SubmitButton } from '@/kit/forms/SubmitButton'
import { useFormAction } from '@/kit/forms/useFormAction'

import { requestCancelLink, type CancelLinkState } from './actions'
import styles from './CancelReservation.module.css'

/** For an account without a password: the confirmation goes by e-mail (the server action mails the link). */
export function CancelLinkRequest({ orderNumber }: { orderNumber: string }) {
  const { state, form } = useFormAction<CancelLinkState>(requestCancelLink, idleState())
  const sentTo = state.status === 'success' && typeof state.values.sentTo === 'string' ? state.values.sentTo : null
  return (
    <form {...form} className={styles.form}>
      <input type="hidden" name="order" value={orderNumber} />
      <p className={styles.policy}>
        Your account has no password, so we confirm by e-mail: we send you a link that shows this again with the button
        that cancels.
      </p>
      <SubmitButton
        className={styles.secondary}
        label={sentTo ? 'Send the link again' : 'E-mail me a link to confirm'}
        busyLabel="Sending…"
      />
      {sentTo && (
        <p className={styles.sent} role="status">
          We sent a link to {sentTo}. It works once, for {CANCEL_LINK_MINUTES} minutes.
        </p>
      )}
      {state.status === 'error' && state.message && (
        <p className={styles.error} role="alert">
          {state.message}
        </p>
      )}
    </form>
  )
}
