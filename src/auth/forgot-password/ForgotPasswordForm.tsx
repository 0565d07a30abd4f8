'use client'

import { useId } from 'react'

import styles from '@/kit/card-form/card-form.module.css'
import { EmailField } from '@/kit/forms/fields/EmailField'
import { idleState } from '@/kit/forms/form-state'
import { FormMessage } from '@/kit/forms/FormMessage'
import { SubmitButton } from '@/kit/forms/SubmitButton'
import { useFormAction } from '@/kit/forms/useFormAction'
import { requestPasswordReset } from './actions'

export function ForgotPasswordForm() {
  const { state, form } = useFormAction(requestPasswordReset, idleState<'email'>())
  const id = useId()
  if (state.status === 'success') {
    return (
      <FormMessage tone="success">
        <p>
          <strong>Check your inbox.</strong> {state.message}
        </p>
        <p>Nothing after a few minutes? Look in your spam folder, or try again.</p>
      </FormMessage>
    )
  }
  return (
    <form {...form} className={styles.form}>
      {state.message && <FormMessage tone="error">{state.message}</FormMessage>}
      <EmailField
        form={id}
        required
        requiredMark={false}
        defaultValue={String(state.values.email ?? '')}
        error={state.errors.email}
      />
      <SubmitButton className={styles.primary} label="E-mail me a reset link" busyLabel="Sending…" />
    </form>
  )
}
