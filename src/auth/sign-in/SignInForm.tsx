'use client'

import Link from 'next/link'
import { useEffect, useId } from 'react'

import { SIGN_IN_LINK_MINUTES } from '../tokens/lifetimes'
import styles from '@/kit/card-form/card-form.module.css'
import { EmailField } from '@/kit/forms/fields/EmailField'
import { PasswordField } from '@/kit/forms/fields/PasswordField'
import { failed, type FormState, idleState, succeeded } from '@/kit/forms/form-state'
import { FormMessage } from '@/kit/forms/FormMessage'
import { SubmitButton } from '@/kit/forms/SubmitButton'
import { useFormAction } from '@/kit/forms/useFormAction'

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
type SignInState = FormState<SignInField>

/** The page is being replaced by the callback URL: the form stays busy until it is gone. */
const leaving = () => new Promise<never>(() => undefined)

const UNREACHABLE = 'Sign-in could not reach the server. Check your connection and try again.'

/**
 * Sign in with e-mail and password, or have a one-time link e-mailed. Both go through
 * next-auth's own client (signIn), which posts to /api/auth with the CSRF token; the session
 * cookie is set by next-auth. On success the browser loads the callback URL afresh; a mailed link
 * is the form's `success` state. The action runs in the browser (the kit's submit hook takes any
 * function of the form's data): `intent` says which button sent the form.
 */
export function SignInForm({ callbackUrl, initialMessage, notice, linkSent }: Props) {
  const id = useId()
  const { state, form } = useFormAction<SignInState>(
    async (_previous, data) => {
      try {
        const intent = data.get('intent')
        if (intent === 'back') return idleState()
        return await (intent === 'link' ? withLink(data, callbackUrl) : withPassword(data, callbackUrl))
      } catch {
        // The client's chunk did not arrive, or next-auth could not reach the server.
        return failed(UNREACHABLE, {}, { email: String(data.get('email') ?? '') })
      }
    },
    initialMessage ? failed(initialMessage) : linkSent ? succeeded('') : idleState(),
  )
  useEffect(() => {
    // Only a warm-up: a failure here is left to the submit, which loads it again.
    loadClient().catch(() => undefined)
  }, [])

  if (state.status === 'success') {
    return (
      <form {...form} className={styles.form}>
        <FormMessage tone="success">
          <p>
            <strong>Check your inbox.</strong> If there is a Pebble account for {state.values.email || 'that address'},
            we have e-mailed it a sign-in link. It works once, for the next {SIGN_IN_LINK_MINUTES} minutes.
          </p>
          <p>No account yet? The e-mail tells you how to create one.</p>
        </FormMessage>
        <button type="submit" name="intent" value="back" className={styles.secondary}>
          Back to sign-in
        </button>
      </form>
    )
  }

  return (
    <form {...form} className={styles.form}>
      {notice && <FormMessage tone="success">{notice}</FormMessage>}
      {state.message && <FormMessage tone="error">{state.message}</FormMessage>}
      <EmailField
        form={id}
        required
        requiredMark={false}
        defaultValue={String(state.values.email ?? '')}
        error={state.errors.email}
      />
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
      <SubmitButton name="intent" value="password" className={styles.primary} label="Sign in" busyLabel="Signing in…" />
      <p className={styles.divider}>or, without a password</p>
      <SubmitButton
        name="intent"
        value="link"
        className={styles.secondary}
        label="E-mail me a sign-in link"
        busyLabel="Sending the link…"
      />
    </form>
  )
}

async function withPassword(data: FormData, callbackUrl: string): Promise<SignInState> {
  const { fieldErrors, passwordSignInSchema, signIn, signInErrorMessage } = await loadClient()
  const email = String(data.get('email') ?? '')
  const parsed = passwordSignInSchema.safeParse({ email: data.get('email'), password: data.get('password') })
  if (!parsed.success) return failed('', fieldErrors(parsed.error), { email })
  const result = await signIn('credentials', { ...parsed.data, callbackUrl, redirect: false })
  if (result?.ok && !result.error) {
    window.location.assign(callbackUrl)
    return leaving()
  }
  if (result?.error === 'CredentialsSignin')
    return failed('', { password: signInErrorMessage(result.error)! }, { email })
  return failed(signInErrorMessage(result?.error ?? 'Unknown')!, {}, { email })
}

async function withLink(data: FormData, callbackUrl: string): Promise<SignInState> {
  const { emailLinkSchema, fieldErrors, signIn, signInErrorMessage } = await loadClient()
  const email = String(data.get('email') ?? '')
  const parsed = emailLinkSchema.safeParse({ email: data.get('email') })
  if (!parsed.success) return failed('', fieldErrors(parsed.error), { email })
  const result = await signIn('email', { email: parsed.data.email, callbackUrl, redirect: false })
  if (result?.ok && !result.error) return succeeded('', { email: parsed.data.email })
  return failed(signInErrorMessage(result?.error ?? 'Unknown')!, {}, { email })
}
