'use server'

import { smsNeedsPhone } from '@/auth/customer-rules'
import { requireCustomer } from '@/auth/session/current-customer'

import { updateMyPreferences } from '../data'
import { failed, type FormState, succeeded } from '@/kit/forms/form-state'
import { checked } from '@/kit/forms/read-form'
import { portalPaths } from '@/kit/paths'
import { PREFERENCE_FIELDS, type PreferenceField } from './fields'

export type PreferencesState = FormState<PreferenceField>

/** Saves the customer's communication preferences. SMS needs a phone number on file. */
export async function savePreferences(_prev: PreferencesState, formData: FormData): Promise<PreferencesState> {
  const customer = await requireCustomer(portalPaths.preferences)
  const wanted = Object.fromEntries(PREFERENCE_FIELDS.map(({ name }) => [name, checked(formData, name)])) as Record<
    PreferenceField,
    boolean
  >
  const smsError = smsNeedsPhone({ sms: wanted.sms, phone: customer.phone })
  if (smsError) return failed('Nothing was saved.', { sms: smsError }, wanted)
  try {
    const saved = await updateMyPreferences(customer, wanted)
    const values = Object.fromEntries(
      PREFERENCE_FIELDS.map(({ name }) => [name, Boolean(saved.preferences?.[name])]),
    ) as Record<PreferenceField, boolean>
    return succeeded('Your preferences are saved.', values)
  } catch (error) {
    console.error('[portal] saving preferences failed', error)
    return failed('Something went wrong on our side and nothing was saved. Please try again in a moment.', {}, wanted)
  }
}
