'use client'

import { useActionState, useId } from 'react'

import { idleState } from '@/kit/card-form/form-state'
import { Field, FormMessage } from '@/kit/card-form/Field'
import styles from '@/kit/card-form/card-form.module.css'
import { useFocusFirstError } from '@/kit/card-form/useFocusFirstError'
import { NewPasswordFields } from './NewPasswordFields'
import { changePassword } from './actions'

/**
 * Current password, new password, confirmation. For the portal's account page:
 * `<PasswordChangeForm email={customer.email} />` (the e-mail only helps password managers).
 */
export function PasswordChangeForm({ email, headingLevel = 2 }: { email: string; headingLevel?: 2 | 3 }) {
  const [state, action, pending] = useActionState(changePassword, idleState)
  const id = useId()
  const formRef = useFocusFirstError(state, pending)
  const e = state.fieldErrors ?? {}
  const Heading = `h${headingLevel}` as const
  return (
    <form
      ref={formRef}
      action={action}
      className={styles.form}
      noValidate
      aria-labelledby={`${id}-title`}
      data-password-change
      data-state={pending ? 'pending' : state.status}
    >
      <Heading id={`${id}-title`} className={styles.formTitle}>
        Password
      </Heading>
      {state.message && (
        <FormMessage tone={state.status === 'success' ? 'success' : 'error'}>{state.message}</FormMessage>
      )}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Field
        id={`${id}-current`}
        name="current"
        type="password"
        label="Current password"
        autoComplete="current-password"
        maxLength={128}
        error={e.current}
      />
      <NewPasswordFields formId={id} errors={e} />
      <p className={styles.hint}>Changing your password signs you out on every other device.</p>
      <button type="submit" className={styles.primary} disabled={pending}>
        {pending ? 'Changing…' : 'Change password'}
      </button>
    </form>
  )
}
