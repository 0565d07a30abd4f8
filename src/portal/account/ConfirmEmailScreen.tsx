import Link from 'next/link'

import { requireCustomer } from '@/auth/session/current-customer'
import { ForgetUrlSecrets } from '@/kit/url/ForgetUrlSecrets'

import { portalPaths } from '@/kit/paths'
import { Card, Screen } from '@/kit/screen/Screen'
import { ConfirmEmailForm } from './ConfirmEmailForm'
import { EMAIL_CHANGE_MESSAGES, inspectEmailChange } from './email-change'

/**
 * /customer-portal/account/confirm-email?token=…: the link from the confirmation mail. Opening it
 * changes nothing by itself (mail scanners open links too); the signed-in owner confirms with one
 * button, which spends the token.
 */
export async function ConfirmEmailScreen({ token }: { token: string }) {
  const customer = await requireCustomer(`${portalPaths.confirmEmail}?token=${encodeURIComponent(token)}`)
  const check = await inspectEmailChange(customer, token)
  return (
    <>
      {/* The token is in the form now: out of the address bar before any other script runs. */}
      <ForgetUrlSecrets />
      <Screen eyebrow="Account" title="Confirm your new e-mail" back={{ href: portalPaths.account, label: 'Account' }}>
        <Card>
          {check.ok ? (
            <ConfirmEmailForm token={token} newEmail={check.newEmail} />
          ) : (
            <p>
              {EMAIL_CHANGE_MESSAGES.invalid} <Link href={portalPaths.account}>Go to your account</Link>.
            </p>
          )}
        </Card>
      </Screen>
    </>
  )
}
