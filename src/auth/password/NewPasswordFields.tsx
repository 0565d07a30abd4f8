import { Field } from '@/kit/card-form/Field'
import { PASSWORD_RULE } from '@/kit/rules/password'

type Props = {
  /** The form's id: the fields' ids start with it. */
  formId: string
  errors: { password?: string; confirm?: string }
  /** "Password" when the account is new, "New password" when it replaces one. */
  label?: 'Password' | 'New password'
}

/** A new password and its confirmation, with the password rule as the hint: sign-up, reset and change. */
export function NewPasswordFields({ formId, errors, label = 'New password' }: Props) {
  return (
    <>
      <Field
        id={`${formId}-password`}
        name="password"
        type="password"
        label={label}
        autoComplete="new-password"
        maxLength={128}
        hint={PASSWORD_RULE}
        error={errors.password}
      />
      <Field
        id={`${formId}-confirm`}
        name="confirm"
        type="password"
        label={`Confirm ${label.toLowerCase()}`}
        autoComplete="new-password"
        maxLength={128}
        error={errors.confirm}
      />
    </>
  )
}
