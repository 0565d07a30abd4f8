'use client'

import type { ButtonHTMLAttributes } from 'react'
import { useFormStatus } from 'react-dom'

import styles from './forms.module.css'

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children' | 'value'> & {
  label: string
  /** Said while the form is being sent, e.g. "Sending…". */
  busyLabel: string
  /** With `name`: which of a form's buttons sent it (posted as the form's `name` field). */
  value?: string
}

/**
 * A form's submit button: disabled while its form is being sent, with the busy label on the button
 * that sent it (a form with two buttons tells them apart by `name`/`value`).
 */
export function SubmitButton({ label, busyLabel, className = styles.submit, name, value, disabled, ...props }: Props) {
  const { pending, data } = useFormStatus()
  const sentByMe = pending && (!name || data?.get(name) === value)
  return (
    <button
      {...props}
      type="submit"
      name={name}
      value={value}
      className={className}
      disabled={pending || disabled}
      aria-disabled={pending || disabled || undefined}
    >
      {sentByMe ? busyLabel : label}
    </button>
  )
}
