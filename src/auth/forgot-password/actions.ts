'use server'

import { fieldErrors } from '@/kit/rules/field-errors'
import { env } from '@/config/env'
import { payloadClient } from '@/db/payload'
import { sendMail } from '@/mail/send'

import { customerByEmail } from '../customer-lookup'
import { noAccountMail, passwordResetMail } from '../email-link/messages'
import { failed, type FormState, succeeded } from '@/kit/forms/form-state'
import { consumeMailRequest } from '@/rate-limit/policies'
import { sitePaths } from '@/kit/paths'
import { actionClientAddress } from '../request-context'
import { hashToken, newToken, storeToken } from '../tokens/store'
import { RESET_LINK_MINUTES } from '../tokens/lifetimes'
import { forgotPasswordSchema } from '../validation'

/**
 * Mails a one-time reset link to an existing account, or a "there is no account" note to an
 * address without one. The answer on the page is the same either way.
 */
export async function requestPasswordReset(_prev: FormState<'email'>, form: FormData): Promise<FormState<'email'>> {
  const values = { email: String(form.get('email') ?? '') }
  const parsed = forgotPasswordSchema.safeParse(values)
  if (!parsed.success) return failed('', fieldErrors(parsed.error), values)
  const { email } = parsed.data

  const limit = await consumeMailRequest({ email, address: await actionClientAddress() })
  if (limit.limited) return failed(limit.message, {}, values)

  const customer = await customerByEmail(email)
  if (customer) {
    const token = newToken()
    await storeToken({
      identifier: email,
      tokenHash: hashToken(token),
      expires: new Date(Date.now() + RESET_LINK_MINUTES * 60_000),
      purpose: 'password-reset',
    })
    await sendMail(
      await payloadClient(),
      passwordResetMail(email, `${env.serverUrl}${sitePaths.resetPassword}?token=${token}`, RESET_LINK_MINUTES),
    )
  } else {
    await sendMail(
      await payloadClient(),
      noAccountMail(email, `${env.serverUrl}${sitePaths.signUp}`, 'reset a password'),
    )
  }
  return succeeded(
    `If there is a Pebble account for ${email}, we have e-mailed it a link to choose a new password. It works once, for the next ${RESET_LINK_MINUTES} minutes.`,
    values,
  )
}
