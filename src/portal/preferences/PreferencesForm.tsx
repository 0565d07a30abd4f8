'use client'

import Link from 'next/link'

import { CheckboxField } from '@/kit/forms/fields/CheckboxField'
import formStyles from '@/kit/forms/forms.module.css'
import { idleState } from '@/kit/forms/form-state'
import { SubmitBar } from '@/kit/forms/SubmitBar'
import { useFormAction } from '@/kit/forms/useFormAction'
import { portalPaths } from '@/kit/paths'
import { type PreferencesState, savePreferences } from './actions'
import { PREFERENCE_FIELDS, type PreferenceField } from './fields'

export function PreferencesForm({
  initial,
  hasPhone,
}: {
  initial: Record<PreferenceField, boolean>
  hasPhone: boolean
}) {
  const { state, form } = useFormAction<PreferencesState>(savePreferences, idleState<PreferenceField>(initial))
  return (
    <form {...form} className={formStyles.form}>
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>Tell me about</legend>
        {PREFERENCE_FIELDS.map(({ name, label, hint }) => (
          <CheckboxField
            key={name}
            form="preferences"
            name={name}
            label={label}
            defaultChecked={Boolean(state.values[name])}
            error={state.errors[name]}
            hint={
              name === 'sms' && !hasPhone ? (
                <>
                  {hint} You have none yet: <Link href={portalPaths.account}>add one in Account</Link>.
                </>
              ) : (
                hint
              )
            }
          >
            <strong>{label}</strong>
          </CheckboxField>
        ))}
      </fieldset>
      <SubmitBar label="Save preferences" busyLabel="Saving…" state={state} />
    </form>
  )
}
