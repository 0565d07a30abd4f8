'use client'

import { useActionState, useEffect, useId, useRef } from 'react'

import { subscribe } from './actions'
import styles from './SignupForm.module.css'
import { Honeypot } from '@/kit/forms/Honeypot'

import { EmailField } from '@/kit/forms/fields/EmailField'
import { idleState } from '@/kit/forms/form-state'

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
  const [state, formAction, pending] = useActionState(subscribe, idleState<'email'>())
  const id = useId()
  const error = state.errors.email
  const inputRef = useRef<HTMLInputElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const wasPending = useRef(false)

  // A focused button that becomes disabled drops focus to <body>. When the answer arrives, put
  // keyboard users back where they were: on the field if it needs fixing, else on the button.
  useEffect(() => {
    if (wasPending.current && !pending) {
      const active = document.activeElement
      if (!active || active === document.body) (error ? inputRef : buttonRef).current?.focus()
    }
    wasPending.current = pending
  }, [pending, error])

  return (
    <form
      action={formAction}
      noValidate
      className={[styles.form, styles[tone], className].filter(Boolean).join(' ')}
      data-newsletter-form={source}
      data-state={pending ? 'pending' : state.status}
    >
      <EmailField
        ref={inputRef}
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
        addon={
          <button ref={buttonRef} className={styles.button} type="submit" disabled={pending}>
            {pending ? 'Signing up…' : buttonLabel}
          </button>
        }
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
