import { EMAIL_MAX_LENGTH } from '@/kit/rules/email-limit'

import { TextField, type TextFieldProps } from './TextField'

/** An e-mail address: the keyboard, autofill and length every e-mail field shares. Label "E-mail" unless told. */
export function EmailField({
  label = 'E-mail',
  ...props
}: Omit<TextFieldProps, 'type' | 'label' | 'name'> & {
  name?: string
  label?: TextFieldProps['label']
}) {
  return (
    <TextField
      name="email"
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      maxLength={EMAIL_MAX_LENGTH}
      {...props}
      label={label}
      type="email"
    />
  )
}
