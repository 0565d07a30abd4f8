'use server'

import { revalidatePath } from 'next/cache'

import { checkCurrentPassword, WRONG_CURRENT_PASSWORD } from '@/auth/password/check'
import { actionSignInRequest } from '@/auth/request-context'
import { SMS_USES_PHONE, smsNeedsPhone } from '@/auth/customer-rules'
import { requireCustomer } from '@/auth/session/current-customer'

import { updateMyAccount } from '../data'
import { field } from '@/kit/forms/read-form'
import { failed, type FormState, succeeded } from '@/kit/forms/form-state'
import { portalPaths } from '@/kit/paths'
import { confirmEmailChange, requestEmailChange } from './email-change'
import { ACCOUNT_FIELDS, type AccountField, type AccountFormField, CURRENT_PASSWORD_FIELD } from './fields'
import { parseAccount } from './validation'
import { accountValues } from './values'

/** Outcome: the new address waiting for its confirmation link, when the save changed it. */
export type AccountState = FormState<AccountFormField, { pendingEmail: string }>

const FAILED = 'Something went wrong on our side and nothing was saved. Please try again in a moment.'
const INVALID = 'Please correct the highlighted fields. Nothing was saved.'

/**
 * Saves name, phone and postal address; a new e-mail address is not saved but confirmed by mail
 * first, and asking for it needs the current password (checked like a sign-in, with the same rate
 * limits: whoever holds an open session must not be able to move the account to their own
 * address). Authorizes itself: only a signed-in customer, and only their own record.
 */
export async function saveAccount(_prev: AccountState, formData: FormData): Promise<AccountState> {
  const customer = await requireCustomer(portalPaths.account)
  const raw = Object.fromEntries(ACCOUNT_FIELDS.map((name) => [name, field(formData, name)])) as Record<
    AccountField,
    string
  >
  const parsed = parseAccount(raw)
  if (!parsed.ok) return failed(INVALID, parsed.errors, raw)
  const { name, email, phone, line1, line2, city, state, zip } = parsed.data
  const smsError = smsNeedsPhone({ sms: customer.preferences?.sms, phone })
  if (smsError) return failed(INVALID, { phone: SMS_USES_PHONE }, raw)
  const emailChanged = email !== customer.email.toLowerCase()
  if (emailChanged) {
    const password = formData.get(CURRENT_PASSWORD_FIELD)
    const refuse = (message: string) => failed<AccountFormField>(INVALID, { [CURRENT_PASSWORD_FIELD]: message }, raw)
    if (typeof password !== 'string' || password === '')
      return refuse('Enter your current password to change your e-mail address.')
    const check = await checkCurrentPassword(customer, password, await actionSignInRequest())
    if (!check.ok) return refuse(check.limited ? check.limited.message : WRONG_CURRENT_PASSWORD)
  }
  try {
    if (emailChanged) {
      const change = await requestEmailChange(customer, email)
      if (!change.ok) return failed(INVALID, { email: change.error }, raw)
    }
    const saved = await updateMyAccount(customer, {
      name,
      phone: phone || null,
      address: { line1, line2, city, state, zip },
    })
    // The portal header greets the customer by name.
    revalidatePath(portalPaths.account)
    const message = emailChanged
      ? `Saved. We sent a link to ${email}: your e-mail address changes when you open it.`
      : 'Your details are saved.'
    return succeeded(message, accountValues(saved), emailChanged ? { pendingEmail: email } : undefined)
  } catch (error) {
    console.error('[portal] saving the account failed', error)
    return failed(FAILED, {}, raw)
  }
}

/** The confirmation's one button: no fields. */
export type ConfirmEmailState = FormState<never>

/** Applies a pending e-mail change for the signed-in customer who owns it. */
export async function confirmEmail(_prev: ConfirmEmailState, formData: FormData): Promise<ConfirmEmailState> {
  const token = field(formData, 'token')
  const customer = await requireCustomer(`${portalPaths.confirmEmail}?token=${encodeURIComponent(token)}`)
  try {
    const result = await confirmEmailChange(customer, token)
    if (!result.ok) return failed(result.error)
    return succeeded(`Done: your e-mail address is now ${result.email}. Use it the next time you sign in.`)
  } catch (error) {
    console.error('[portal] confirming an e-mail change failed', error)
    return failed(FAILED)
  }
}
