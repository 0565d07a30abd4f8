import { env } from '@/config/env'
import { sitePaths } from '@/kit/paths'

import { safeCallbackUrl } from '../callback-url'
import { CardPage } from '@/kit/card-form/CardPage'
import { SignUpForm } from './SignUpForm'

type SearchParams = Record<string, string | string[] | undefined>

/** /sign-up: create a customer account, then continue to `callbackUrl` (same origin only). */
export async function SignUpPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const raw = (await searchParams).callbackUrl
  const callbackUrl = safeCallbackUrl(Array.isArray(raw) ? raw[0] : raw, new URL(env.serverUrl).origin)
  return (
    <CardPage
      eyebrow="Your Pebble account"
      title="Create an account"
      intro={<p>One account for your reservation, your deposits and the owner pages.</p>}
      footer={[
        {
          text: 'Already have an account?',
          href: sitePaths.signInThenReturn(callbackUrl),
          label: 'Sign in',
        },
      ]}
    >
      <SignUpForm callbackUrl={callbackUrl} />
    </CardPage>
  )
}
