'use server'

import { getPayload } from 'payload'

import { sendMail } from '@/mail/send'
import config from '@payload-config'

import { withPasswordWork } from '../accounts'
import { INTERNAL_SIGN_IN } from '../cms-guard'
import { lockedForMinutes, sessionVersionOf } from '../customer-lookup'
import { passwordChangedMail } from '../email-link/messages'
import type { AuthFormState } from '../form-state'
import { checkPasswordSignIn, recordPasswordFailure } from '../rate-limit/policies'
import { actionClientAddress } from '../request-context'
import { getCustomer } from '../session'
import { keepSessionFor } from '../session/keep-session'
import { changePasswordSchema, fieldErrors } from '../validation'

/**
 * Changes the signed-in customer's password. The current password is checked like a sign-in
 * (same rate limits and lockout). The session version goes up, which signs out every other
 * session; this one gets a fresh token at the new version and stays signed in.
 */
export async function changePassword(_prev: AuthFormState, form: FormData): Promise<AuthFormState> {
  const customer = await getCustomer()
  if (!customer) return { status: 'error', message: 'Your session has ended. Sign in again to change your password.' }

  const parsed = changePasswordSchema.safeParse({ current: form.get('current'), password: form.get('password'), confirm: form.get('confirm') })
  if (!parsed.success) return { status: 'error', fieldErrors: fieldErrors(parsed.error) }

  const attempt = { email: customer.email, address: await actionClientAddress() }
  const limit = checkPasswordSignIn(attempt)
  if (limit.limited) return { status: 'error', message: limit.message }

  const payload = await getPayload({ config })
  try {
    await withPasswordWork(() => payload.login({ collection: 'customers', data: { email: customer.email, password: parsed.data.current }, context: { [INTERNAL_SIGN_IN]: true } }))
  } catch {
    recordPasswordFailure(attempt)
    const minutes = await lockedForMinutes(customer.email)
    if (minutes) return { status: 'error', message: `Too many wrong passwords: the account is locked — try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` }
    return { status: 'error', fieldErrors: { current: 'That is not your current password.' } }
  }

  const updated = await payload.update({
    collection: 'customers',
    id: customer.id,
    data: { password: parsed.data.password, sessionVersion: sessionVersionOf(customer) + 1 },
    overrideAccess: true,
  })
  await keepSessionFor(updated)
  await sendMail(passwordChangedMail(customer.email))
  return { status: 'success', message: 'Your password is changed. You are still signed in here; every other device was signed out.' }
}
