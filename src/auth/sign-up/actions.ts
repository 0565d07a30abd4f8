'use server'

import { getPayload } from 'payload'

import { env } from '@/config/env'
import config from '@payload-config'

import { safeCallbackUrl } from '../callback-url'
import { customerByEmail } from '../customer-lookup'
import type { AuthFormState } from '../form-state'
import { abandonAccount, insertAccount, isDuplicateAccount, prepareAccount } from '../accounts'
import { actionClientAddress } from '../request-context'
import { keepSessionFor } from '../session/keep-session'
import { fieldErrors, signUpSchema } from '../validation'

/** Creates a customer account and signs the new customer in. */
export async function signUp(_prev: AuthFormState, form: FormData): Promise<AuthFormState> {
  const values = { name: String(form.get('name') ?? ''), email: String(form.get('email') ?? '') }
  const parsed = signUpSchema.safeParse({ ...values, password: form.get('password'), confirm: form.get('confirm') })
  if (!parsed.success) return { status: 'error', fieldErrors: fieldErrors(parsed.error), values }

  const { name, email, password } = parsed.data
  const taken = { status: 'error', values, fieldErrors: { email: 'There is already an account with this e-mail address. Sign in, or reset its password.' } } as const
  if (await customerByEmail(email)) return taken
  const prepared = await prepareAccount({ name, email }, password, await actionClientAddress())
  if (!prepared.ok) return { status: 'error', message: prepared.limit.message, values }
  const payload = await getPayload({ config })
  let customer
  try {
    customer = await insertAccount(payload, prepared.account)
  } catch (error) {
    if (!isDuplicateAccount(error)) throw error
    abandonAccount(prepared.account)
    return taken
  }
  await keepSessionFor(customer)
  return { status: 'success', redirectTo: safeCallbackUrl(form.get('callbackUrl'), new URL(env.serverUrl).origin) }
}
