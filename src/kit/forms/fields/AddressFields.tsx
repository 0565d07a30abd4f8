import { US_STATES } from '@/kit/rules/us-states'

import styles from '../forms.module.css'
import { type GroupProps, groupField } from './group'
import { SelectField } from './SelectField'
import { TextField } from './TextField'

export type AddressName = 'line1' | 'line2' | 'city' | 'state' | 'zip'

const STATE_OPTIONS = Object.entries(US_STATES).map(([value, label]) => ({ value, label }))

/**
 * A US postal address: street, apartment, city, state, ZIP. `required`: all but the apartment are
 * needed (the build flow's billing address); otherwise the whole block is optional (the account).
 * Lay it in the kit's `grid`: the street lines span both columns.
 */
export function AddressFields({ required = false, ...group }: GroupProps<AddressName> & { required?: boolean }) {
  const state = groupField(group, 'state')
  return (
    <>
      <TextField
        {...groupField(group, 'line1')}
        label="Street address"
        required={required}
        autoComplete="address-line1"
        maxLength={120}
        className={styles.wide}
      />
      <TextField
        {...groupField(group, 'line2')}
        label="Apartment, suite"
        autoComplete="address-line2"
        maxLength={120}
        className={styles.wide}
      />
      <TextField
        {...groupField(group, 'city')}
        label="City"
        required={required}
        autoComplete="address-level2"
        maxLength={80}
      />
      <div className={styles.pair}>
        <SelectField
          {...state}
          readOnly={undefined}
          disabled={state.readOnly}
          label="State"
          required={required}
          autoComplete="address-level1"
          placeholder="Choose…"
          options={STATE_OPTIONS}
        />
        <TextField
          {...groupField(group, 'zip')}
          label="ZIP code"
          required={required}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={5}
        />
      </div>
    </>
  )
}
