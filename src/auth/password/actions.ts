'use server'

import { fieldErrors } from '@/kit/rules/field-errors'

import { sendMail } from '@/mail/send'

import { setPassword } from '../accounts'
import { sessionVersionOf } from '../session/claims'
import { passwordChangedMail } from '../email-link/messages'
import { failed, type FormState, succeeded } from '@/kit/forms/form-state'
import { checkCurrentPassword, WRONG_CURRENT_PASSWORD } from './check'
import { actionSignInRequest } from '../request-context'
import { getCustomer } from '@/auth/session/current-customer'
import { keepSessionFor } from '../session/keep-session'
import { changePasswordSchema } from '../validation'
import { payloadClient } from '@/db/payload'

/**
 * Changes the signed-in customer's password. The current password is checked like a sign-in
 * (same rate limits, password/check.ts). The session version goes up, which signs out every other
 * session; this one gets a fresh token at the new version and stays signed in.
 */
export type PasswordChangeState = FormState<'current' | 'password' | 'confirm'>

export async function changePassword(_prev: PasswordChangeState, form: FormData): Promise<PasswordChangeState> {
  const customer = await getCustomer()
  if (!customer) return failed('Your session has ended. Sign in again to change your password.')

  const parsed = changePasswordSchema.safeParse({
    current: form.get('current'),
    password: form.get('password'),
    confirm: form.get('confirm'),
  })
  if (!parsed.success) return failed('', fieldErrors(parsed.error))

  const check = await checkCurrentPassword(customer, parsed.data.current, await actionSignInRequest())
  if (!check.ok) return check.limited ? failed(check.limited.message) : failed('', { current: WRONG_CURRENT_PASSWORD })

  const payload = await payloadClient()
  const updated = await setPassword(payload, customer.id, parsed.data.password, {
    sessionVersion: sessionVersionOf(customer) + 1,
  })
  await keepSessionFor(updated)
  await sendMail(payload, passwordChangedMail(customer.email))
  return succeeded('Your password is changed. You are still signed in here; every other device was signed out.')
}
