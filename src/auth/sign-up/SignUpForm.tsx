'use client'

import { useEffect, useId } from 'react'

import styles from '@/kit/card-form/card-form.module.css'
import { ContactFields } from '@/kit/forms/fields/ContactFields'
import { idleState } from '@/kit/forms/form-state'
import { FormMessage } from '@/kit/forms/FormMessage'
import { SubmitButton } from '@/kit/forms/SubmitButton'
import { useFormAction } from '@/kit/forms/useFormAction'
import { NewPasswordFields } from '../password/NewPasswordFields'
import { signUp, type SignUpState } from './actions'

/** Name, e-mail, password and its confirmation; the `signUp` server action checks and creates. */
export function SignUpForm({ callbackUrl }: { callbackUrl: string }) {
  const { state, form } = useFormAction<SignUpState>(signUp, idleState())
  const id = useId()
  useEffect(() => {
    if (state.outcome) window.location.assign(state.outcome.redirectTo)
  }, [state.outcome])
  const e = state.errors
  return (
    <form {...form} className={styles.form}>
      {state.status === 'error' && state.message && <FormMessage tone="error">{state.message}</FormMessage>}
      {state.status === 'success' && (
        <FormMessage tone="success">{state.message || 'Your account is ready. Taking you on…'}</FormMessage>
      )}
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <ContactFields form={id} phone={false} values={state.values} errors={e} requiredMark={false} />
      <NewPasswordFields formId={id} errors={e} label="Password" />
      <SubmitButton
        className={styles.primary}
        label="Create account"
        busyLabel="Creating your account…"
        disabled={!!state.outcome}
      />
    </form>
  )
}
