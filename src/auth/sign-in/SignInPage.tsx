import { env } from '@/config/env'
import { ForgetUrlSecrets } from '@/kit/url/ForgetUrlSecrets'

import { safeCallbackUrl } from '../callback-url'
import { signInErrorMessage } from '../sign-in-errors'
import { getCustomer } from '@/auth/session/current-customer'
import { CardPage } from '@/kit/card-form/CardPage'
import { SignedInPanel } from './SignedInPanel'
import { SignInForm } from './SignInForm'

type SearchParams = Record<string, string | string[] | undefined>
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

const NOTICES: Record<string, string> = {
  'password-reset': 'Your new password is set, and every other session was signed out. Sign in with it now.',
  'signed-out': 'You are signed out.',
}

/** /sign-in: password or e-mail link; `callbackUrl` (same origin only) is where it goes next. */
export async function SignInPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams
  const callbackUrl = safeCallbackUrl(one(params.callbackUrl), new URL(env.serverUrl).origin)
  const signUpHref = `/sign-up?callbackUrl=${encodeURIComponent(callbackUrl)}`
  const customer = await getCustomer()
  if (customer) {
    return (
      <>
        <ForgetUrlSecrets />
        <CardPage eyebrow="Your Pebble account" title="You are signed in">
          <SignedInPanel customer={customer} callbackUrl={callbackUrl} />
        </CardPage>
      </>
    )
  }
  return (
    <>
      {/* A callbackUrl from a mailed link (an e-mail confirmation) carries its token: out of the address bar. */}
      <ForgetUrlSecrets />
      <CardPage
        eyebrow="Your Pebble account"
        title="Sign in"
        intro={<p>Follow your reservation, pay your second deposit and read the owner pages.</p>}
        footer={[{ text: 'New to Pebble?', href: signUpHref, label: 'Create an account' }]}
      >
        <SignInForm
          callbackUrl={callbackUrl}
          initialMessage={signInErrorMessage(one(params.error))}
          notice={NOTICES[one(params.notice) ?? ''] ?? null}
          linkSent={one(params.sent) === 'link'}
        />
      </CardPage>
    </>
  )
}
