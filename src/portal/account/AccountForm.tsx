'use client'

import { useActionState } from 'react'

import { TextField } from '@/kit/forms/Fields'
import formStyles from '@/kit/forms/forms.module.css'
import { idleState } from '@/kit/forms/form-state'
import { SubmitBar } from '@/kit/forms/SubmitBar'
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
  const [state, action] = useActionState<AccountState, FormData>(saveAccount, {
    ...idleState<AccountField>(initial),
    pendingEmail,
  })
  const v = (name: AccountField) => String(state.values[name] ?? '')
  const e = state.errors
  const pending = state.pendingEmail ?? pendingEmail
  return (
    <form action={action} className={formStyles.form} noValidate aria-describedby={`${F}-note`}>
      <p id={`${F}-note`} className={styles.note}>
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">as required</span> are required.
      </p>
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>You</legend>
        <div className={formStyles.grid}>
          <TextField
            form={F}
            name="name"
            label="Full name"
            required
            autoComplete="name"
            maxLength={120}
            defaultValue={v('name')}
            error={e.name}
          />
          <TextField
            form={F}
            name="email"
            type="email"
            label="E-mail"
            required
            autoComplete="email"
            inputMode="email"
            defaultValue={v('email')}
            error={e.email}
            hint={
              pending ? (
                <>
                  Waiting for confirmation: <strong>{pending}</strong>. Open the link we sent there to switch.
                </>
              ) : (
                'A new address is used once you confirm it from that inbox.'
              )
            }
          />
          <TextField
            form={F}
            name={CURRENT_PASSWORD_FIELD}
            type="password"
            label="Current password"
            autoComplete="current-password"
            maxLength={128}
            error={e[CURRENT_PASSWORD_FIELD]}
            hint="Needed only to change your e-mail address."
          />
          <TextField
            form={F}
            name="phone"
            type="tel"
            label="Phone"
            autoComplete="tel-national"
            inputMode="tel"
            defaultValue={v('phone')}
            error={e.phone}
            hint="US number. Needed for SMS updates and delivery-day calls."
          />
        </div>
      </fieldset>
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>Postal address</legend>
        <div className={formStyles.grid}>
          <TextField
            form={F}
            name="line1"
            label="Street address"
            autoComplete="address-line1"
            maxLength={120}
            defaultValue={v('line1')}
            error={e.line1}
            className={formStyles.wide}
          />
          <TextField
            form={F}
            name="line2"
            label="Apartment, suite"
            autoComplete="address-line2"
            maxLength={120}
            defaultValue={v('line2')}
            error={e.line2}
            className={formStyles.wide}
          />
          <TextField
            form={F}
            name="city"
            label="City"
            autoComplete="address-level2"
            maxLength={80}
            defaultValue={v('city')}
            error={e.city}
          />
          <div className={styles.stateZip}>
            <TextField
              form={F}
              name="state"
              label="State"
              autoComplete="address-level1"
              maxLength={2}
              defaultValue={v('state')}
              error={e.state}
              hint="2 letters"
            />
            <TextField
              form={F}
              name="zip"
              label="ZIP code"
              autoComplete="postal-code"
              inputMode="numeric"
              maxLength={5}
              defaultValue={v('zip')}
              error={e.zip}
              hint="5 digits"
            />
          </div>
        </div>
      </fieldset>
      <SubmitBar label="Save details" busyLabel="Saving…" state={state} />
    </form>
  )
}
