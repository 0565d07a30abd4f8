'use client'

import { useId } from 'react'

import styles from '@/kit/card-form/card-form.module.css'
import { idleState } from '@/kit/forms/form-state'
import { FormMessage } from '@/kit/forms/FormMessage'
import { SubmitButton } from '@/kit/forms/SubmitButton'
import { useFormAction } from '@/kit/forms/useFormAction'
import { NewPasswordFields } from '../password/NewPasswordFields'
import { resetPassword } from './actions'

export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const { state, form } = useFormAction(resetPassword, idleState<'password' | 'confirm'>())
  const id = useId()
  const e = state.errors
  return (
    <form {...form} className={styles.form}>
      {state.message && (
        <FormMessage tone="error">
          {state.message}{' '}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full page load: the next page loads no script this one has (docs/security.md) */}
          <a href="/forgot-password" className={styles.link}>
            Ask for a new link
          </a>
        </FormMessage>
      )}
      <input type="hidden" name="token" value={token} />
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <NewPasswordFields formId={id} errors={e} />
      <SubmitButton className={styles.primary} label="Set new password" busyLabel="Saving…" />
    </form>
  )
}
