import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react'

import styles from '../forms.module.css'
import { controlProps, FieldFrame, type FieldProps, splitField } from './frame'

/** What the input itself may take beyond the field's own props: value or defaultValue, onChange, autoComplete… */
export type InputAttrs = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'form' | 'className' | 'required' | 'children'
> & { ref?: Ref<HTMLInputElement> }

export type TextFieldProps = FieldProps &
  InputAttrs & {
    type?: 'text' | 'email' | 'tel' | 'password' | 'date'
    /** Beside the input, inside the field (e.g. the newsletter's button). */
    addon?: ReactNode
  }

/** A labelled text input with its hint and error, wired for screen readers (aria-describedby, aria-invalid). */
export function TextField({ type = 'text', addon, ...props }: TextFieldProps) {
  const { field, id, control } = splitField(props)
  return (
    <FieldFrame id={id} field={field} addon={addon}>
      <input
        {...control}
        {...controlProps(id, field)}
        type={type}
        className={`${styles.input} ${field.skin?.input ?? ''}`}
      />
    </FieldFrame>
  )
}

export function TextArea({
  rows = 6,
  ...props
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'form' | 'className' | 'required'>) {
  const { field, id, control } = splitField(props)
  return (
    <FieldFrame id={id} field={field}>
      <textarea
        {...control}
        {...controlProps(id, field)}
        rows={rows}
        className={`${styles.input} ${styles.textarea} ${field.skin?.input ?? ''}`}
      />
    </FieldFrame>
  )
}
