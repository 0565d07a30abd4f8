import Link from 'next/link'

import { payloadClient } from '@/db/payload'
import { CardPage } from '@/kit/card-form/CardPage'
import { FormMessage } from '@/kit/forms/FormMessage'
import styles from '@/kit/card-form/card-form.module.css'
import { ForgetUrlSecrets } from '@/kit/url/ForgetUrlSecrets'

import { ConfirmSubscriptionForm } from './ConfirmSubscriptionForm'
import { CONFIRMATION_MESSAGES } from './form-state'
import { isTokenShape, peekConfirmation } from './subscription'

type SearchParams = Record<string, string | string[] | undefined>

/**
 * /newsletter/confirm?token=…: the link mailed to a new subscriber. A live link shows a Confirm
 * button (opening the link alone changes nothing); a confirmed, expired or unknown one says so.
 */
export async function ConfirmSubscriptionPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const raw = (await searchParams).token
  const token = isTokenShape(raw) ? raw : null
  const link = await peekConfirmation(await payloadClient(), token)
  return (
    <>
      {/* The token is in the form now: out of the address bar before any other script runs. */}
      <ForgetUrlSecrets />
      <CardPage
        eyebrow="Pebble newsletter"
        title={link.state === 'confirmed' ? "You're on the list" : 'Confirm your subscription'}
      >
        {link.state === 'pending' && token ? (
          <ConfirmSubscriptionForm token={token} email={link.email} />
        ) : (
          <div className={styles.form} data-link-state={link.state}>
            {link.state === 'confirmed' ? (
              <FormMessage tone="success">{CONFIRMATION_MESSAGES.confirmed(link.email)}</FormMessage>
            ) : (
              <FormMessage tone="error">
                {link.state === 'expired' ? CONFIRMATION_MESSAGES.expired : CONFIRMATION_MESSAGES.invalid}
              </FormMessage>
            )}
            <Link href="/" className={styles.primary}>
              {link.state === 'confirmed' ? 'Back to the Pebble site' : 'Sign up on the Pebble site'}
            </Link>
          </div>
        )}
      </CardPage>
    </>
  )
}
