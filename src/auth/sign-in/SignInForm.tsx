'use client'

import Link from 'next/link'
import { useEffect, useId, useRef, useState } from 'react'

import { SIGN_IN_LINK_MINUTES } from '../tokens/lifetimes'
import styles from '@/kit/card-form/card-form.module.css'
import { EmailField } from '@/kit/forms/fields/EmailField'
import { PasswordField } from '@/kit/forms/fields/PasswordField'
import { failed, type FormState, idleState, succeeded } from '@/kit/forms/form-state'
import { FormMessage } from '@/kit/forms/FormMessage'

/** next-auth's client, the rules and the error messages: a chunk of their own, fetched once the form is up. */
const loadClient = () => import('./sign-in-client')

type Props = {
  callbackUrl: string
  /** What went wrong, in words (sign-in-errors.ts), when next-auth put an error code in the URL (a failed link, a rate limit after a plain form post). */
  initialMessage?: string | null
  /** A note from the previous step, e.g. after a password reset. */
  notice?: string | null
  /** True when next-auth sent the visitor here after mailing a link (a form posted without JavaScript). */
  linkSent?: boolean
}

type SignInField = 'email' | 'password'

const UNREACHABLE = 'Sign-in could not reach the server. Check your connection and try again.'

/**
 * Sign in with e-mail and password, or have a one-time link e-mailed. Both go through
 * next-auth's own client (signIn), which posts to /api/auth with the CSRF token; the session
 * cookie is set by next-auth. On success the browser loads the callback URL afresh; a mailed link
 * is the form's `success` state.
 */
export function SignInForm({ callbackUrl, initialMessage, notice, linkSent }: Props) {
  const id = useId()
  const [state, setState] = useState<FormState<SignInField>>(() => {
    if (initialMessage) return failed(initialMessage)
    return linkSent ? succeeded('') : idleState()
  })
  const [busy, setBusy] = useState<'password' | 'link' | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    // Only a warm-up: a failure here is left to the submit, which loads it again.
    loadClient().catch(() => undefined)
  }, [])

  function refuse(errors: FormState<SignInField>['errors']) {
    setBusy(null)
    setState(failed('', errors))
    const first = Object.keys(errors)[0]
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus()
  }

  function start(action: 'password' | 'link') {
    setState(idleState())
    setBusy(action)
  }

  function fail(message: string) {
    setBusy(null)
    setState(failed(message))
  }

  async function withPassword(form: FormData) {
    const { fieldErrors, passwordSignInSchema, signIn, signInErrorMessage } = await loadClient()
    const parsed = passwordSignInSchema.safeParse({ email: form.get('email'), password: form.get('password') })
    if (!parsed.success) return refuse(fieldErrors(parsed.error))
    start('password')
    const result = await signIn('credentials', { ...parsed.data, callbackUrl, redirect: false })
    if (result?.ok && !result.error) return window.location.assign(callbackUrl)
    if (result?.error === 'CredentialsSignin') return refuse({ password: signInErrorMessage(result.error)! })
    fail(signInErrorMessage(result?.error ?? 'Unknown')!)
  }

  async function withLink(form: FormData) {
    const { emailLinkSchema, fieldErrors, signIn, signInErrorMessage } = await loadClient()
    const parsed = emailLinkSchema.safeParse({ email: form.get('email') })
    if (!parsed.success) return refuse(fieldErrors(parsed.error))
    start('link')
    const result = await signIn('email', { email: parsed.data.email, callbackUrl, redirect: false })
    setBusy(null)
    if (result?.ok && !result.error) return setState(succeeded('', { email: parsed.data.email }))
    fail(signInErrorMessage(result?.error ?? 'Unknown')!)
  }

  if (state.status === 'success') {
    return (
      <div className={styles.form}>
        <FormMessage tone="success">
          <p>
            <strong>Check your inbox.</strong> If there is a Pebble account for {state.values.email || 'that address'},
            we have e-mailed it a sign-in link. It works once, for the next {SIGN_IN_LINK_MINUTES} minutes.
          </p>
          <p>No account yet? The e-mail tells you how to create one.</p>
        </FormMessage>
        <button type="button" className={styles.secondary} onClick={() => setState(idleState())}>
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
      data-state={busy ? 'pending' : state.status}
      onSubmit={(event) => {
        event.preventDefault()
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
        const form = new FormData(event.currentTarget)
        // The client's chunk did not arrive, or next-auth could not reach the server.
        void (submitter?.value === 'link' ? withLink(form) : withPassword(form)).catch(() => fail(UNREACHABLE))
      }}
    >
      {notice && <FormMessage tone="success">{notice}</FormMessage>}
      {state.message && <FormMessage tone="error">{state.message}</FormMessage>}
      <EmailField form={id} required requiredMark={false} error={state.errors.email} />
      <div className={styles.stack}>
        <PasswordField
          purpose="current"
          form={id}
          name="password"
          label="Password"
          required
          requiredMark={false}
          error={state.errors.password}
        />
        <Link href="/forgot-password" className={styles.smallLink}>
          Forgot your password?
        </Link>
      </div>
      <button type="submit" name="intent" value="password" className={styles.primary} disabled={busy !== null}>
        {busy === 'password' ? 'Signing in…' : 'Sign in'}
      </button>
      <p className={styles.divider}>or, without a password</p>
      <button type="submit" name="intent" value="link" className={styles.secondary} disabled={busy !== null}>
        {busy === 'link' ? 'Sending the link…' : 'E-mail me a sign-in link'}
      </button>
    </form>
  )
}
