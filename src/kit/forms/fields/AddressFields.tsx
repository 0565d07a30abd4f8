import { US_STATES } from '@/kit/rules/us-states'

import styles from '../forms.module.css'
import { type GroupProps, groupField } from './group'
import { SelectField } from './SelectField'
import { TextField } from './TextField'

export type AddressName = 'line1' | 'line2' | 'city' | 'state' | 'zip'

const STREET = [
  ['line1', 'Street address', 'address-line1'],
  ['line2', 'Apartment, suite', 'address-line2'],
] as const
const STATE_OPTIONS = Object.entries(US_STATES).map(([value, label]) => ({ value, label }))

/**
 * A US postal address: street, apartment, city, state, ZIP. `required`: all but the apartment are
 * needed (the build flow's billing address); otherwise the whole block is optional (the account).
 * Lay it in the kit's `grid`: the street lines span both columns.
 */
export function AddressFields({ required = false, ...group }: GroupProps<AddressName> & { required?: boolean }) {
  // A menu cannot be read-only: a locked state is a disabled one.
  const { readOnly: stateLocked, ...state } = groupField(group, 'state')
  return (
    <>
      {STREET.map(([name, label, autoComplete]) => (
        <TextField
          key={name}
          {...groupField(group, name)}
          label={label}
          required={required && name === 'line1'}
          autoComplete={autoComplete}
          maxLength={120}
          className={styles.wide}
        />
      ))}
      <TextField
        {...groupField(group, 'city')}
        label="City"
        required={required}
        autoComplete="address-level2"
        maxLength={80}
      />
      <SelectField
        {...state}
        disabled={stateLocked}
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
    </>
  )
}
