'use client'

import { useActionState, useEffect, useId, useRef } from 'react'

import { subscribe } from './actions'
import styles from './SignupForm.module.css'
import { HONEYPOT_FIELD } from '@/kit/forms/honeypot'

import { initialSubscribeState } from './form-state'

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
  const [state, formAction, pending] = useActionState(subscribe, initialSubscribeState)
  const id = useId()
  const inputId = `${id}-email`
  const messageId = `${id}-message`
  const noteId = `${id}-note`
  const invalid = Boolean(state.fieldError)
  const inputRef = useRef<HTMLInputElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const wasPending = useRef(false)

  // A focused button that becomes disabled drops focus to <body>. When the answer arrives, put
  // keyboard users back where they were: on the field if it needs fixing, else on the button.
  useEffect(() => {
    if (wasPending.current && !pending) {
      const active = document.activeElement
      if (!active || active === document.body) (state.fieldError ? inputRef : buttonRef).current?.focus()
    }
    wasPending.current = pending
  }, [pending, state])

  return (
    <form
      action={formAction}
      noValidate
      className={[styles.form, styles[tone], className].filter(Boolean).join(' ')}
      data-newsletter-form={source}
      data-state={pending ? 'pending' : state.status}
    >
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.field}>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="email"
          name="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          required
          maxLength={320}
          placeholder={placeholder}
          defaultValue={state.email ?? ''}
          aria-invalid={invalid || undefined}
          aria-describedby={[messageId, note ? noteId : null].filter(Boolean).join(' ')}
        />
        <button ref={buttonRef} className={styles.button} type="submit" disabled={pending}>
          {pending ? 'Signing up…' : buttonLabel}
        </button>
      </div>
      <input type="hidden" name="source" value={source} />
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          Leave this field empty
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <p id={messageId} className={styles.message} data-status={state.status} aria-live="polite">
        {state.message}
      </p>
      {note && (
        <p id={noteId} className={styles.note}>
          {note}
        </p>
      )}
    </form>
  )
}
