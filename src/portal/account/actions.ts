'use server'

import { revalidatePath } from 'next/cache'

import { requireCustomer } from '@/auth/session'

import { updateMyAccount } from '../data'
import { field } from '../forms/us'
import type { FormState } from '../forms/form-state'
import { SMS_USES_PHONE, smsNeedsPhone } from '../preferences/fields'
import { portalPaths } from '../routes'
import { confirmEmailChange, requestEmailChange } from './email-change'
import { ACCOUNT_FIELDS, type AccountField } from './fields'
import { parseAccount } from './validation'

export type AccountState = FormState<AccountField> & { pendingEmail?: string | null }

const FAILED = 'Something went wrong on our side and nothing was saved. Please try again in a moment.'

/**
 * Saves name, phone and postal address; a new e-mail address is not saved but confirmed by mail
 * first. Authorizes itself: only a signed-in customer, and only their own record.
 */
export async function saveAccount(_prev: AccountState, formData: FormData): Promise<AccountState> {
  const customer = await requireCustomer(portalPaths.account)
  const raw = Object.fromEntries(ACCOUNT_FIELDS.map((name) => [name, field(formData, name)])) as Record<AccountField, string>
  const parsed = parseAccount(raw)
  if (!parsed.ok) {
    return { status: 'error', message: 'Please correct the highlighted fields. Nothing was saved.', errors: parsed.errors, values: raw }
  }
  const { name, email, phone, line1, line2, city, state, zip } = parsed.data
  const smsError = smsNeedsPhone({ sms: customer.preferences?.sms, phone })
  if (smsError) {
    return { status: 'error', message: 'Please correct the highlighted fields. Nothing was saved.', errors: { phone: SMS_USES_PHONE }, values: raw }
  }
  const emailChanged = email !== customer.email.toLowerCase()
  try {
    if (emailChanged) {
      const change = await requestEmailChange(customer, email)
      if (!change.ok) return { status: 'error', message: 'Please correct the highlighted fields. Nothing was saved.', errors: { email: change.error }, values: raw }
    }
    const saved = await updateMyAccount(customer, { name, phone: phone || null, address: { line1, line2, city, state, zip } })
    // The portal header greets the customer by name.
    revalidatePath(portalPaths.account)
    const values = {
      name: saved.name,
      email: saved.email,
      phone: saved.phone ?? '',
      line1: saved.address?.line1 ?? '',
      line2: saved.address?.line2 ?? '',
      city: saved.address?.city ?? '',
      state: saved.address?.state ?? '',
      zip: saved.address?.zip ?? '',
    }
    return {
      status: 'success',
      message: emailChanged
        ? `Saved. We sent a link to ${email}: your e-mail address changes when you open it.`
        : 'Your details are saved.',
      errors: {},
      values,
      pendingEmail: emailChanged ? email : undefined,
    }
  } catch (error) {
    console.error('[portal] saving the account failed', error)
    return { status: 'error', message: FAILED, errors: {}, values: raw }
  }
}

export type ConfirmEmailState = { status: 'idle' | 'success' | 'error'; message: string }

/** Applies a pending e-mail change for the signed-in customer who owns it. */
export async function confirmEmail(_prev: ConfirmEmailState, formData: FormData): Promise<ConfirmEmailState> {
  const token = field(formData, 'token')
  const customer = await requireCustomer(`${portalPaths.confirmEmail}?token=${encodeURIComponent(token)}`)
  try {
    const result = await confirmEmailChange(customer, token)
    if (!result.ok) return { status: 'error', message: result.error }
    return { status: 'success', message: `Done: your e-mail address is now ${result.email}. Use it the next time you sign in.` }
  } catch (error) {
    console.error('[portal] confirming an e-mail change failed', error)
    return { status: 'error', message: FAILED }
  }
}
