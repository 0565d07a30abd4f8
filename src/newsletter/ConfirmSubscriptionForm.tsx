'use client'

import Link from 'next/link'

import styles from '@/kit/card-form/card-form.module.css'
import { idleState } from '@/kit/forms/form-state'
import { FormMessage } from '@/kit/forms/FormMessage'
import { SubmitButton } from '@/kit/forms/SubmitButton'
import { useFormAction } from '@/kit/forms/useFormAction'

import { confirmSubscriptionAction, type ConfirmSubscriptionState } from './actions'
import { CONFIRMATION_MESSAGES } from './form-state'

const idle: ConfirmSubscriptionState = idleState()

/** The button on a live link's page: a POST, so a mail scanner that fetches the link confirms nothing. */
export function ConfirmSubscriptionForm({ token, email }: { token: string; email: string }) {
  const { state, form } = useFormAction(confirmSubscriptionAction, idle)
  const result = state.outcome
  if (result?.state === 'confirmed') {
    return (
      <div className={styles.form}>
        <FormMessage tone="success">{CONFIRMATION_MESSAGES.confirmed(result.email)}</FormMessage>
        <Link href="/" className={styles.primary}>
          Back to the Pebble site
        </Link>
      </div>
    )
  }
  const error =
    state.status === 'error'
      ? state.message
      : result?.state === 'expired'
        ? CONFIRMATION_MESSAGES.expired
        : result?.state === 'invalid'
          ? CONFIRMATION_MESSAGES.invalid
          : null
  return (
    <form {...form} className={styles.form}>
      {error ? <FormMessage tone="error">{error}</FormMessage> : <p>{CONFIRMATION_MESSAGES.pending(email)}</p>}
      <input type="hidden" name="token" value={token} />
      <SubmitButton className={styles.primary} label="Confirm subscription" busyLabel="Confirming…" />
    </form>
  )
}
