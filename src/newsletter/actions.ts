'use server'

import { headers } from 'next/headers'

import { payloadClient } from '@/db/payload'
import { clientAddress } from '@/rate-limit/client-address'
import { consumeNewsletterSignUp } from '@/rate-limit/policies'

import { confirmSubscription, type ConfirmationState, requestSubscription } from './subscription'
import { normaliseEmail } from '@/kit/rules/email'

import { HONEYPOT_FIELD } from '@/kit/forms/honeypot'

import { failed, type FormState, succeeded } from '@/kit/forms/form-state'

import type { SubscribeState } from './form-state'
import { normaliseSource } from './validation'

const MESSAGES = {
  // The same answer for a new, a pending and a confirmed address: the form tells nobody who is on the list.
  checkInbox:
    'Almost there — check your inbox and open the link we sent to confirm. Already on the list? Then nothing changes.',
  failed: 'Something went wrong on our side. Please try again in a moment.',
} as const

/**
 * Newsletter sign-up, for `useActionState` (and a plain form post without JavaScript).
 * Validates, ignores bots, limits each client address, and asks the address to confirm
 * (double opt-in, see subscription.ts). Never throws for bad input.
 */
export async function subscribe(_prevState: SubscribeState, formData: FormData): Promise<SubscribeState> {
  // Honeypot: people never see this field, so anything in it is a bot. Pretend it worked.
  const honeypot = formData.get(HONEYPOT_FIELD)
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return succeeded(MESSAGES.checkInbox)

  const raw = formData.get('email')
  const result = normaliseEmail(raw)
  if (!result.ok) {
    return failed(result.error, { email: result.error }, { email: typeof raw === 'string' ? raw.slice(0, 320) : '' })
  }
  const { email } = result
  const limit = await consumeNewsletterSignUp(clientAddress(await headers()))
  if (limit.limited) return failed(limit.message, {}, { email })

  try {
    await requestSubscription(await payloadClient(), { email, source: normaliseSource(formData.get('source')) })
    return succeeded(MESSAGES.checkInbox)
  } catch (error) {
    console.error('[newsletter] subscribe failed', error)
    return failed(MESSAGES.failed, {}, { email })
  }
}

/** The confirmation page's button: no fields, and the link's state once pressed. */
export type ConfirmSubscriptionState = FormState<never, ConfirmationState>

/** The confirmation page's button: confirms the subscription its link is for. */
export async function confirmSubscriptionAction(
  _prev: ConfirmSubscriptionState,
  formData: FormData,
): Promise<ConfirmSubscriptionState> {
  try {
    return succeeded('', {}, await confirmSubscription(await payloadClient(), formData.get('token')))
  } catch (error) {
    console.error('[newsletter] confirming a subscription failed', error)
    return failed(MESSAGES.failed)
  }
}
