'use server'

import { fieldErrors } from '@/kit/rules/field-errors'

import { env } from '@/config/env'
import { sendMail } from '@/mail/send'

import { abandonAccount, checkDummyPassword, insertAccount, isDuplicateAccount, prepareAccount } from '../accounts'
import { safeCallbackUrl } from '../callback-url'
import { customerByEmail } from '../customer-lookup'
import { accountExistsMail } from '../email-link/messages'
import { failed, type FormState, succeeded } from '@/kit/forms/form-state'
import { consumeAccountCheck, consumeMailRequest } from '@/rate-limit/policies'
import { sitePaths } from '@/kit/paths'
import { actionClientAddress } from '../request-context'
import { keepSessionFor } from '../session/keep-session'
import { signUpSchema } from '../validation'
import { payloadClient } from '@/db/payload'

/**
 * Creates a customer account and signs the new customer in.
 *
 * An e-mail that has an account already is not told with "there is already an account" any more:
 * the visitor reads that we sent a message to the address (true: the owner is mailed that someone
 * tried, with a sign-in and a reset link), after the same password work as a new account. A new
 * account signs straight in, so a visitor can still tell the two apart (docs/security.md explains
 * why that is accepted); every sign-up spends the address's budget of "does it exist?" answers
 * (consumeAccountCheck, the same as the build flow's account check), so nobody learns it in bulk.
 */
type SignUpField = 'name' | 'email' | 'password' | 'confirm'
/** Where the browser goes next (a full load, so the whole page sees the new session). */
export type SignUpState = FormState<SignUpField, { redirectTo: string }>

export async function signUp(_prev: SignUpState, form: FormData): Promise<SignUpState> {
  const values = { name: String(form.get('name') ?? ''), email: String(form.get('email') ?? '') }
  const parsed = signUpSchema.safeParse({ ...values, password: form.get('password'), confirm: form.get('confirm') })
  if (!parsed.success) return failed('', fieldErrors(parsed.error), values)

  const { name, email, password } = parsed.data
  const address = await actionClientAddress()
  const limit = await consumeAccountCheck(address)
  if (limit.limited) return failed(limit.message, {}, values)
  if (await customerByEmail(email)) return alreadyAnAccount(email, password, address, values)
  const prepared = await prepareAccount({ name, email }, password, address)
  if (!prepared.ok) return failed(prepared.limit.message, {}, values)
  const payload = await payloadClient()
  let customer
  try {
    customer = await insertAccount(payload, prepared.account)
  } catch (error) {
    if (!isDuplicateAccount(error)) throw error
    await abandonAccount(prepared.account)
    return alreadyAnAccount(email, null, address, values)
  }
  await keepSessionFor(customer)
  return succeeded('', {}, { redirectTo: safeCallbackUrl(form.get('callbackUrl'), new URL(env.serverUrl).origin) })
}

/** The answer for an e-mail that has an account: a note to its owner (within the mail limits), nothing else. */
async function alreadyAnAccount(
  email: string,
  password: string | null,
  address: string,
  values: Record<string, string>,
): Promise<SignUpState> {
  // As long as hashing a new account's password takes (already spent when the race was lost).
  if (password !== null) await checkDummyPassword(password)
  if (!(await consumeMailRequest({ email, address })).limited) {
    await sendMail(
      await payloadClient(),
      accountExistsMail(email, `${env.serverUrl}${sitePaths.signIn}`, `${env.serverUrl}${sitePaths.forgotPassword}`),
    )
  }
  // What was typed stays in the form (never the password), as after any other answer.
  return succeeded(`We sent a message to ${email}. Open it to continue.`, values)
}
