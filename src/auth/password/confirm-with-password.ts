import { failed, type FormState } from '@/kit/forms/form-state'

import { actionSignInRequest } from '../request-context'
import { checkCurrentPassword, WRONG_CURRENT_PASSWORD } from './check'
import type { Customer } from '@/payload-types'

/**
 * A step a buyer confirms with their password (cancelling an order, changing it): the form's
 * `password` checked like a sign-in, with its rate limits. Null when the password is theirs, else
 * the form's answer (a message beside the field, or the limit's message).
 */
export async function refusedPassword(
  customer: Pick<Customer, 'email'>,
  form: FormData,
): Promise<FormState<'password'> | null> {
  const password = String(form.get('password') ?? '')
  if (!password) return failed('', { password: 'Enter your password to confirm.' })
  const check = await checkCurrentPassword(customer, password, await actionSignInRequest())
  if (check.ok) return null
  return check.limited
    ? failed(check.limited.message)
    : failed('', { password: WRONG_CURRENT_PASSWORD.replace('current ', '') })
}
