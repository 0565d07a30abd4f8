'use client'

import { useActionState, useId } from 'react'

import styles from '@/kit/card-form/card-form.module.css'
import { EmailField } from '@/kit/forms/fields/EmailField'
import { idleState } from '@/kit/forms/form-state'
import { FormMessage } from '@/kit/forms/FormMessage'
import { useFocusFirstError } from '@/kit/forms/useFocusFirstError'
import { requestPasswordReset } from './actions'

export function ForgotPasswordForm() {
  const [state, action, pending] = useActionState(requestPasswordReset, idleState())
  const id = useId()
  const formRef = useFocusFirstError(state, pending)
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
    <form
      ref={formRef}
      action={action}
      className={styles.form}
      noValidate
      data-state={pending ? 'pending' : state.status}
    >
      {state.message && <FormMessage tone="error">{state.message}</FormMessage>}
      <EmailField
        form={id}
        required
        requiredMark={false}
        defaultValue={String(state.values.email ?? '')}
        error={state.errors.email}
      />
      <button type="submit" className={styles.primary} disabled={pending}>
        {pending ? 'Sending…' : 'E-mail me a reset link'}
      </button>
    </form>
  )
}
