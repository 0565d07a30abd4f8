'use client'

import { useId } from 'react'

import { subscribe } from './actions'
import styles from './SignupForm.module.css'
import { EmailField } from '@/kit/forms/fields/EmailField'
import { idleState } from '@/kit/forms/form-state'
import { Honeypot } from '@/kit/forms/Honeypot'
import { SubmitButton } from '@/kit/forms/SubmitButton'
import { useFormAction } from '@/kit/forms/useFormAction'

type Props = {
  /** Recorded with the subscriber: which form it came from, e.g. 'pre-footer' or 'footer'. */
  source: string
  /** `dark` for light text on a dark band, `light` for dark text on a light one. */
  tone?: 'light' | 'dark'
  label?: string
  buttonLabel?: string
  placeholder?: string
  /** Small print under the field, e.g. "No spam. Unsubscribe any time." */
  note?: string | null
  className?: string
}

/**
 * Newsletter sign-up. Posts to the `subscribe` server action, so it also works before (or without)
 * JavaScript; with JavaScript the answer appears beside the field without a page load.
 */
export function SignupForm({
  source,
  tone = 'light',
  label = 'E-mail address',
  buttonLabel = 'Sign up',
  placeholder = 'you@example.com',
  note,
  className,
}: Props) {
  const { state, form } = useFormAction(subscribe, idleState<'email'>())
  const id = useId()
  const error = state.errors.email

  return (
    <form
      {...form}
      className={[styles.form, styles[tone], className].filter(Boolean).join(' ')}
      data-newsletter-form={source}
    >
      <EmailField
        form={id}
        label={label}
        required
        requiredMark={false}
        maxLength={320}
        placeholder={placeholder}
        defaultValue={String(state.values.email ?? '')}
        error={error}
        hint={note}
        skin={{
          field: styles.frame,
          label: styles.label,
          input: styles.input,
          error: styles.fieldError,
          hint: styles.note,
        }}
        addon={<SubmitButton className={styles.button} label={buttonLabel} busyLabel="Signing up…" />}
      />
      <input type="hidden" name="source" value={source} />
      <Honeypot />
      {/* The outcome, announced; an address to fix says so beside the field instead. */}
      <p className={styles.message} data-status={state.status} aria-live="polite">
        {error ? '' : state.message}
      </p>
    </form>
  )
}
