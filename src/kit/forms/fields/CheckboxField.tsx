import type { InputHTMLAttributes, ReactNode } from 'react'

import styles from '../forms.module.css'
import { controlProps, FieldMessages, type FieldProps, splitField } from './frame'

/** A checkbox with its label beside it; the label may hold links (privacy policy, terms). */
export function CheckboxField({
  children,
  ...props
}: FieldProps &
  Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'id' | 'name' | 'form' | 'className' | 'required' | 'type' | 'children'
  > & {
    children?: ReactNode
  }) {
  const { field, id, control } = splitField(props)
  return (
    <div
      className={[styles.field, styles.checkField, field.skin?.field, field.className].filter(Boolean).join(' ')}
      data-invalid={field.error ? true : undefined}
    >
      <div className={styles.checkRow}>
        <input {...control} {...controlProps(id, field)} type="checkbox" className={styles.checkbox} />
        <label htmlFor={id.input} className={styles.checkLabel}>
          {children ?? field.label}
          {field.required && field.requiredMark !== false && (
            <span className={styles.required} aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </label>
      </div>
      <FieldMessages id={id} field={field} />
    </div>
  )
}
