'use client'

import { useActionState, useEffect, useId } from 'react'

import { idleState } from '@/kit/card-form/form-state'
import { useFocusFirstError } from '@/kit/card-form/useFocusFirstError'
import { Field, FormMessage } from '@/kit/card-form/Field'
import styles from '@/kit/card-form/card-form.module.css'
import { NewPasswordFields } from '../password/NewPasswordFields'
import { signUp } from './actions'

/** Name, e-mail, password and its confirmation; the `signUp` server action checks and creates. */
export function SignUpForm({ callbackUrl }: { callbackUrl: string }) {
  const [state, action, pending] = useActionState(signUp, idleState)
  const id = useId()
  const formRef = useFocusFirstError(state, pending)
  useEffect(() => {
    if (state.redirectTo) window.location.assign(state.redirectTo)
  }, [state.redirectTo])
  const e = state.fieldErrors ?? {}
  return (
    <form
      ref={formRef}
      action={action}
      className={styles.form}
      noValidate
      data-state={pending ? 'pending' : state.status}
    >
      {state.status === 'error' && state.message && <FormMessage tone="error">{state.message}</FormMessage>}
      {state.status === 'success' && (
        <FormMessage tone="success">{state.message ?? 'Your account is ready. Taking you on…'}</FormMessage>
      )}
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <Field
        id={`${id}-name`}
        name="name"
        label="Full name"
        autoComplete="name"
        maxLength={120}
        defaultValue={state.values?.name}
        error={e.name}
      />
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
        error={e.email}
      />
      <NewPasswordFields formId={id} errors={e} label="Password" />
      <button type="submit" className={styles.primary} disabled={pending || !!state.redirectTo}>
        {pending ? 'Creating your account…' : 'Create account'}
      </button>
    </form>
  )
}
