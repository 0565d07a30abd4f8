'use server'

import { getPayload } from 'payload'

import { env } from '@/config/env'
import config from '@payload-config'

import { safeCallbackUrl } from '../callback-url'
import { customerByEmail } from '../customer-lookup'
import type { AuthFormState } from '../form-state'
import { consumeSignUp } from '../rate-limit/policies'
import { actionClientAddress } from '../request-context'
import { keepSessionFor } from '../session/keep-session'
import { fieldErrors, signUpSchema } from '../validation'

/** Creates a customer account and signs the new customer in. */
export async function signUp(_prev: AuthFormState, form: FormData): Promise<AuthFormState> {
  const values = { name: String(form.get('name') ?? ''), email: String(form.get('email') ?? '') }
  const parsed = signUpSchema.safeParse({ ...values, password: form.get('password'), confirm: form.get('confirm') })
  if (!parsed.success) return { status: 'error', fieldErrors: fieldErrors(parsed.error), values }

  const limit = consumeSignUp({ address: await actionClientAddress() })
  if (limit.limited) return { status: 'error', message: limit.message, values }

  const { name, email, password } = parsed.data
  if (await customerByEmail(email)) {
    return { status: 'error', values, fieldErrors: { email: 'There is already an account with this e-mail address. Sign in, or reset its password.' } }
  }
  const payload = await getPayload({ config })
  const customer = await payload.create({ collection: 'customers', data: { name, email, password }, overrideAccess: true })
  await keepSessionFor(customer)
  return { status: 'success', redirectTo: safeCallbackUrl(form.get('callbackUrl'), new URL(env.serverUrl).origin) }
}
