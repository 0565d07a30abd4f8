'use client'

import { useId } from 'react'

import styles from '@/kit/card-form/card-form.module.css'
import { PasswordField } from '@/kit/forms/fields/PasswordField'
import { idleState } from '@/kit/forms/form-state'
import { FormMessage } from '@/kit/forms/FormMessage'
import formStyles from '@/kit/forms/forms.module.css'
import { SubmitButton } from '@/kit/forms/SubmitButton'
import { useFormAction } from '@/kit/forms/useFormAction'
import { NewPasswordFields } from './NewPasswordFields'
import { changePassword, type PasswordChangeState } from './actions'

/**
 * Current password, new password, confirmation. For the portal's account page:
 * `<PasswordChangeForm email={customer.email} />` (the e-mail only helps password managers).
 */
export function PasswordChangeForm({ email, headingLevel = 2 }: { email: string; headingLevel?: 2 | 3 }) {
  const { state, form } = useFormAction<PasswordChangeState>(changePassword, idleState())
  const id = useId()
  const e = state.errors
  const Heading = `h${headingLevel}` as const
  return (
    <form {...form} className={styles.form} aria-labelledby={`${id}-title`} data-password-change>
      <Heading id={`${id}-title`} className={styles.formTitle}>
        Password
      </Heading>
      {state.message && (
        <FormMessage tone={state.status === 'success' ? 'success' : 'error'}>{state.message}</FormMessage>
      )}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField
        purpose="current"
        form={id}
        name="current"
        label="Current password"
        required
        requiredMark={false}
        error={e.current}
      />
      <NewPasswordFields formId={id} errors={e} />
      <p className={formStyles.hint}>Changing your password signs you out on every other device.</p>
      <SubmitButton className={styles.primary} label="Change password" busyLabel="Changing…" />
    </form>
  )
}
