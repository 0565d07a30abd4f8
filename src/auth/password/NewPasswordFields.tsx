import { PasswordField } from '@/kit/forms/fields/PasswordField'

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
      <PasswordField
        purpose="new"
        form={formId}
        name="password"
        label={label}
        required
        requiredMark={false}
        error={errors.password}
      />
      <PasswordField
        purpose="confirm"
        form={formId}
        name="confirm"
        label={`Confirm ${label.toLowerCase()}`}
        required
        requiredMark={false}
        error={errors.confirm}
      />
    </>
  )
}
