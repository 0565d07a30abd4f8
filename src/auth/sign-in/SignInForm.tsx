'use client'

import Link from 'next/link'
import { signIn } from 'next-auth/react'
import { useId, useRef, useState } from 'react'

import { signInErrorMessage } from '../sign-in-errors'
import { SIGN_IN_LINK_MINUTES } from '../tokens/lifetimes'
import { Field, FormMessage } from '@/kit/card-form/Field'
import styles from '@/kit/card-form/card-form.module.css'
import { fieldErrors } from '@/kit/rules/field-errors'

import { emailLinkSchema, passwordSignInSchema } from '../validation'

type Props = {
  callbackUrl: string
  /** An error code next-auth put in the URL (a failed link, a rate limit after a plain form post). */
  initialError?: string | null
  /** A note from the previous step, e.g. after a password reset. */
  notice?: string | null
  /** True when next-auth sent the visitor here after mailing a link (a form posted without JavaScript). */
  linkSent?: boolean
}

type Status =
  | { kind: 'idle' }
  | { kind: 'pending'; action: 'password' | 'link' }
  | { kind: 'error'; message: string }
  | { kind: 'link-sent'; email: string }

/**
 * Sign in with e-mail and password, or have a one-time link e-mailed. Both go through
 * next-auth's own client (signIn), which posts to /api/auth with the CSRF token; the session
 * cookie is set by next-auth. On success the browser loads the callback URL afresh.
 */
export function SignInForm({ callbackUrl, initialError, notice, linkSent }: Props) {
  const id = useId()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [status, setStatus] = useState<Status>(() => {
    const message = signInErrorMessage(initialError)
    if (message) return { kind: 'error', message }
    return linkSent ? { kind: 'link-sent', email: '' } : { kind: 'idle' }
  })
  const formRef = useRef<HTMLFormElement>(null)
  const pending = status.kind === 'pending'

  function focusFirstInvalid(found: Record<string, string>) {
    const first = Object.keys(found)[0]
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus()
  }

  async function withPassword(form: FormData) {
    const parsed = passwordSignInSchema.safeParse({ email: form.get('email'), password: form.get('password') })
    if (!parsed.success) {
      const found = fieldErrors(parsed.error)
      setErrors(found)
      setStatus({ kind: 'idle' })
      return focusFirstInvalid(found)
    }
    setErrors({})
    setStatus({ kind: 'pending', action: 'password' })
    const result = await signIn('credentials', { ...parsed.data, callbackUrl, redirect: false })
    if (result?.ok && !result.error) return window.location.assign(callbackUrl)
    if (result?.error === 'CredentialsSignin') {
      setErrors({ password: signInErrorMessage(result.error)! })
      setStatus({ kind: 'idle' })
      return focusFirstInvalid({ password: '' })
    }
    setStatus({ kind: 'error', message: signInErrorMessage(result?.error ?? 'Unknown')! })
  }

  async function withLink(form: FormData) {
    const parsed = emailLinkSchema.safeParse({ email: form.get('email') })
    if (!parsed.success) {
      const found = fieldErrors(parsed.error)
      setErrors(found)
      setStatus({ kind: 'idle' })
      return focusFirstInvalid(found)
    }
    setErrors({})
    setStatus({ kind: 'pending', action: 'link' })
    const result = await signIn('email', { email: parsed.data.email, callbackUrl, redirect: false })
    if (result?.ok && !result.error) return setStatus({ kind: 'link-sent', email: parsed.data.email })
    setStatus({ kind: 'error', message: signInErrorMessage(result?.error ?? 'Unknown')! })
  }

  if (status.kind === 'link-sent') {
    return (
      <div className={styles.form}>
        <FormMessage tone="success">
          <p>
            <strong>Check your inbox.</strong> If there is a Pebble account for {status.email || 'that address'}, we
            have e-mailed it a sign-in link. It works once, for the next {SIGN_IN_LINK_MINUTES} minutes.
          </p>
          <p>No account yet? The e-mail tells you how to create one.</p>
        </FormMessage>
        <button type="button" className={styles.secondary} onClick={() => setStatus({ kind: 'idle' })}>
          Back to sign-in
        </button>
      </div>
    )
  }

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      data-state={status.kind}
      onSubmit={(event) => {
        event.preventDefault()
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
        const form = new FormData(event.currentTarget)
        void (submitter?.value === 'link' ? withLink(form) : withPassword(form))
      }}
    >
      {notice && <FormMessage tone="success">{notice}</FormMessage>}
      {status.kind === 'error' && <FormMessage tone="error">{status.message}</FormMessage>}
      <Field
        id={`${id}-email`}
        name="email"
        type="email"
        label="E-mail"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        maxLength={254}
        error={errors.email}
      />
      <div className={styles.field}>
        <Field
          id={`${id}-password`}
          name="password"
          type="password"
          label="Password"
          autoComplete="current-password"
          maxLength={128}
          error={errors.password}
        />
        <Link href="/forgot-password" className={styles.smallLink}>
          Forgot your password?
        </Link>
      </div>
      <button type="submit" name="intent" value="password" className={styles.primary} disabled={pending}>
        {pending && status.action === 'password' ? 'Signing in…' : 'Sign in'}
      </button>
      <p className={styles.divider}>or, without a password</p>
      <button type="submit" name="intent" value="link" className={styles.secondary} disabled={pending}>
        {pending && status.action === 'link' ? 'Sending the link…' : 'E-mail me a sign-in link'}
      </button>
    </form>
  )
}
