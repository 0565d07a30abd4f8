import type { InputHTMLAttributes } from 'react'

import styles from './card-form.module.css'

type Props = InputHTMLAttributes<HTMLInputElement> & {
  id: string
  name: string
  label: string
  /** A standing hint under the field, e.g. the password rule. */
  hint?: string
  error?: string
}

/** A labelled input with its hint and its error beside it, wired for screen readers. */
export function Field({ id, label, hint, error, ...input }: Props) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = `${id}-error`
  return (
    <div className={styles.field} data-invalid={error ? true : undefined}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? errorId : null, hintId].filter(Boolean).join(' ') || undefined}
        {...input}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} data-field-error={input.name}>
          {error}
        </p>
      )}
    </div>
  )
}

/** A message about the whole form: an alert for problems, a status for good news. */
export function FormMessage({
  tone,
  children,
  id,
}: {
  tone: 'error' | 'success' | 'info'
  children: React.ReactNode
  id?: string
}) {
  return (
    <div id={id} className={styles.message} data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  )
}
