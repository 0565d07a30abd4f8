'use client'

import { AddressFields } from '@/kit/forms/fields/AddressFields'
import { ContactFields } from '@/kit/forms/fields/ContactFields'
import { PasswordField } from '@/kit/forms/fields/PasswordField'
import formStyles from '@/kit/forms/forms.module.css'
import { idleState } from '@/kit/forms/form-state'
import { SubmitBar } from '@/kit/forms/SubmitBar'
import { useFormAction } from '@/kit/forms/useFormAction'
import { type AccountState, saveAccount } from './actions'
import { type AccountField, CURRENT_PASSWORD_FIELD } from './fields'
import styles from './account.module.css'

const F = 'account'

/** Name, e-mail, phone and postal address. Errors come back per field; nothing is saved unless all is valid. */
export function AccountForm({
  initial,
  pendingEmail,
}: {
  initial: Partial<Record<AccountField, string>>
  pendingEmail: string | null
}) {
  const { state, form } = useFormAction<AccountState>(saveAccount, idleState<AccountField>(initial))
  const e = state.errors
  const pending = state.outcome?.pendingEmail ?? pendingEmail
  return (
    <form {...form} className={formStyles.form} aria-describedby={`${F}-note`}>
      <p id={`${F}-note`} className={styles.note}>
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">as required</span> are required.
      </p>
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>You</legend>
        <div className={formStyles.grid}>
          <ContactFields
            form={F}
            values={state.values}
            errors={e}
            hints={{
              email: pending ? (
                <>
                  Waiting for confirmation: <strong>{pending}</strong>. Open the link we sent there to switch.
                </>
              ) : (
                'A new address is used once you confirm it from that inbox.'
              ),
              phone: 'US number. Needed for SMS updates and delivery-day calls.',
            }}
          />
          <PasswordField
            purpose="current"
            form={F}
            name={CURRENT_PASSWORD_FIELD}
            label="Current password"
            error={e[CURRENT_PASSWORD_FIELD]}
            note="Needed only to change your e-mail address."
          />
        </div>
      </fieldset>
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>Postal address</legend>
        <div className={formStyles.grid}>
          <AddressFields form={F} values={state.values} errors={e} />
        </div>
      </fieldset>
      <SubmitBar label="Save details" busyLabel="Saving…" state={state} />
    </form>
  )
}
