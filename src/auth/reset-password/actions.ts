'use server'

import { fieldErrors } from '@/kit/rules/field-errors'
import { redirect } from 'next/navigation'

import { sendMail } from '@/mail/send'

import { customerByEmail } from '../customer-lookup'
import { setPassword } from '../accounts'
import { sessionVersionOf } from '../session/claims'
import { passwordChangedMail } from '../email-link/messages'
import { failed, type FormState } from '@/kit/forms/form-state'
import { forgetAccountFailures } from '@/rate-limit/policies'
import { sitePaths } from '@/kit/paths'
import { consumeToken, dropTokens, hashToken } from '../tokens/store'
import { resetPasswordSchema } from '../validation'
import { payloadClient } from '@/db/payload'

const EXPIRED = 'This reset link has expired or was already used. Ask for a new one.'

/**
 * Sets a new password from a mailed reset link (single use). Signs out every session (the
 * session version goes up), unlocks the account, and sends the customer on to sign in.
 */
export async function resetPassword(
  _prev: FormState<'password' | 'confirm'>,
  form: FormData,
): Promise<FormState<'password' | 'confirm'>> {
  const parsed = resetPasswordSchema.safeParse({
    token: form.get('token'),
    password: form.get('password'),
    confirm: form.get('confirm'),
  })
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error)
    if (errors.token) return failed(EXPIRED)
    return failed('', errors)
  }
  const used = await consumeToken(hashToken(parsed.data.token), 'password-reset')
  if (!used || used.expires.getTime() < Date.now()) return failed(EXPIRED)
  const customer = await customerByEmail(used.identifier)
  if (!customer) return failed(EXPIRED)

  const payload = await payloadClient()
  await setPassword(payload, customer.id, parsed.data.password, {
    sessionVersion: sessionVersionOf(customer) + 1,
  })
  await forgetAccountFailures(customer.email)
  await dropTokens(customer.email, 'password-reset')
  await sendMail(payload, passwordChangedMail(customer.email))
  redirect(`${sitePaths.signIn}?notice=password-reset`)
}
