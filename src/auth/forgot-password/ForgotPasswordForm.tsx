'use client'

import { useActionState, useId } from 'react'

import { idleState } from '@/kit/card-form/form-state'
import { Field, FormMessage } from '@/kit/card-form/Field'
import styles from '@/kit/card-form/card-form.module.css'
import { useFocusFirstError } from '@/kit/card-form/useFocusFirstError'
import { requestPasswordReset } from './actions'

export function ForgotPasswordForm() {
  const [state, action, pending] = useActionState(requestPasswordReset, idleState)
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
      <Field
        id={`${id}-email`}
        name="email"
        type="email"
        label="E-mail"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        maxLength={254}
        defaultValue={state.values?.email}
        error={state.fieldErrors?.email}
      />
      <button type="submit" className={styles.primary} disabled={pending}>
        {pending ? 'Sending…' : 'E-mail me a reset link'}
      </button>
    </form>
  )
}
