import type { SelectHTMLAttributes } from 'react'

import styles from '../forms.module.css'
import { controlProps, FieldFrame, type FieldProps, splitField } from './frame'

export type SelectFieldProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'form' | 'className' | 'required' | 'children'> & {
    options: readonly { value: string; label: string }[]
    /** The empty first option ("Choose…"); none when every option is a real answer. */
    placeholder?: string
  }

export function SelectField({ options, placeholder, ...props }: SelectFieldProps) {
  const { field, id, control } = splitField(props)
  const value = 'value' in control ? { value: control.value ?? '' } : { defaultValue: control.defaultValue ?? '' }
  return (
    <FieldFrame id={id} field={field}>
      <select
        {...control}
        {...value}
        {...controlProps(id, field)}
        className={`${styles.input} ${styles.select} ${field.skin?.input ?? ''}`}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}
