import type { ReactNode } from 'react'

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_RULE } from '@/kit/rules/password-limit'

import { TextField, type TextFieldProps } from './TextField'

type Props = Omit<TextFieldProps, 'type' | 'hint' | 'autoComplete' | 'minLength' | 'maxLength'> & {
  /**
   * `new`: a password being chosen, with THE password rule as its hint and its minimum length;
   * `confirm`: the same again; `current`: a password that proves who you are.
   */
  purpose: 'new' | 'confirm' | 'current'
  /** Said after the rule (or alone, for `confirm` and `current`). */
  note?: ReactNode
}

/** A password input whose hint and limits come from the password rule (src/kit/rules/password.ts). */
export function PasswordField({ purpose, note, ...props }: Props) {
  const chosen = purpose !== 'current'
  const hint =
    purpose === 'new' ? (
      <>
        {PASSWORD_RULE}
        {note ? <> {note}</> : null}
      </>
    ) : (
      note
    )
  return (
    <TextField
      {...props}
      type="password"
      autoComplete={chosen ? 'new-password' : 'current-password'}
      minLength={purpose === 'new' ? PASSWORD_MIN_LENGTH : undefined}
      maxLength={PASSWORD_MAX_LENGTH}
      hint={hint}
    />
  )
}
