import Link from 'next/link'

import { ForgetUrlSecrets } from '@/kit/url/ForgetUrlSecrets'

import { RESET_LINK_MINUTES } from '../tokens/lifetimes'
import { hashToken, peekToken } from '../tokens/store'
import { CardPage } from '@/kit/card-form/CardPage'
import { FormMessage } from '@/kit/forms/FormMessage'
import styles from '@/kit/card-form/card-form.module.css'
import { ResetPasswordForm } from './ResetPasswordForm'

type SearchParams = Record<string, string | string[] | undefined>

/** /reset-password?token=…: the form for a live link, a clear dead end for a used or expired one. */
export async function ResetPasswordPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const raw = (await searchParams).token
  const token = typeof raw === 'string' && /^[a-f0-9]{64}$/.test(raw) ? raw : null
  const stored = token ? await peekToken(hashToken(token), 'password-reset') : null
  // eslint-disable-next-line react-hooks/purity -- a server component rendered per request: now is this request's time
  const live = stored && stored.expires.getTime() > Date.now()
  return (
    <>
      {/* The token is in the form now: out of the address bar before any other script runs. */}
      <ForgetUrlSecrets />
      <CardPage
        eyebrow="Your Pebble account"
        title="Choose a new password"
        intro={live ? <p>For {stored.identifier}. Setting it signs you out on every other device.</p> : undefined}
      >
        {live && token ? (
          <ResetPasswordForm token={token} email={stored.identifier} />
        ) : (
          <div className={styles.form}>
            <FormMessage tone="error">
              This reset link has expired or was already used. Reset links work once, for {RESET_LINK_MINUTES} minutes.
            </FormMessage>
            <Link href="/forgot-password" className={styles.primary}>
              Ask for a new link
            </Link>
          </div>
        )}
      </CardPage>
    </>
  )
}
