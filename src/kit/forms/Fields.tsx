import type { ReactNode } from 'react'

import styles from './forms.module.css'

type Common = {
  /** Unique within the page: prefixes the ids. */
  form: string
  name: string
  label: string
  error?: string
  hint?: ReactNode
  required?: boolean
}

const ids = (form: string, name: string) => ({
  input: `${form}-${name}`,
  hint: `${form}-${name}-hint`,
  error: `${form}-${name}-error`,
})

const describedBy = (id: ReturnType<typeof ids>, hint: unknown, error: unknown) =>
  [hint ? id.hint : null, error ? id.error : null].filter(Boolean).join(' ') || undefined

function Messages({ id, hint, error }: { id: ReturnType<typeof ids>; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint && (
        <p id={id.hint} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={id.error} className={styles.error}>
          {error}
        </p>
      )}
    </>
  )
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {label}
      {required ? (
        <span className={styles.required} aria-hidden="true">
          {' '}
          *
        </span>
      ) : (
        <span className={styles.optional}> (optional)</span>
      )}
    </label>
  )
}

type TextProps = Common & {
  defaultValue?: string
  type?: 'text' | 'email' | 'tel' | 'password'
  autoComplete?: string
  inputMode?: 'text' | 'numeric' | 'tel' | 'email'
  maxLength?: number
  className?: string
}

/** A labelled text input with its hint and error, wired for screen readers (aria-describedby, aria-invalid). */
export function TextField({
  form,
  name,
  label,
  error,
  hint,
  required,
  defaultValue,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  className,
}: TextProps) {
  const id = ids(form, name)
  return (
    <div className={`${styles.field} ${className ?? ''}`} data-invalid={error ? true : undefined}>
      <Label htmlFor={id.input} label={label} required={required} />
      <input
        id={id.input}
        name={name}
        type={type}
        className={styles.input}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
      <Messages id={id} hint={hint} error={error} />
    </div>
  )
}

export function TextArea({
  form,
  name,
  label,
  error,
  hint,
  required,
  defaultValue,
  maxLength,
  rows = 6,
}: Common & { defaultValue?: string; maxLength?: number; rows?: number }) {
  const id = ids(form, name)
  return (
    <div className={styles.field} data-invalid={error ? true : undefined}>
      <Label htmlFor={id.input} label={label} required={required} />
      <textarea
        id={id.input}
        name={name}
        rows={rows}
        className={`${styles.input} ${styles.textarea}`}
        defaultValue={defaultValue}
        maxLength={maxLength}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
      <Messages id={id} hint={hint} error={error} />
    </div>
  )
}

export function SelectField({
  form,
  name,
  label,
  error,
  hint,
  required,
  defaultValue,
  options,
  placeholder,
}: Common & { defaultValue?: string; options: { value: string; label: string }[]; placeholder: string }) {
  const id = ids(form, name)
  return (
    <div className={styles.field} data-invalid={error ? true : undefined}>
      <Label htmlFor={id.input} label={label} required={required} />
      <select
        id={id.input}
        name={name}
        className={`${styles.input} ${styles.select}`}
        defaultValue={defaultValue ?? ''}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Messages id={id} hint={hint} error={error} />
    </div>
  )
}

/** A checkbox with its label beside it; the label may hold links (privacy policy, terms). */
export function CheckboxField({
  form,
  name,
  label,
  error,
  hint,
  required,
  defaultChecked,
  children,
}: Common & { defaultChecked?: boolean; children?: ReactNode }) {
  const id = ids(form, name)
  return (
    <div className={`${styles.field} ${styles.checkField}`} data-invalid={error ? true : undefined}>
      <div className={styles.checkRow}>
        <input
          id={id.input}
          name={name}
          type="checkbox"
          className={styles.checkbox}
          defaultChecked={defaultChecked}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
        />
        <label htmlFor={id.input} className={styles.checkLabel}>
          {children ?? label}
          {required && (
            <span className={styles.required} aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </label>
      </div>
      <Messages id={id} hint={hint} error={error} />
    </div>
  )
}
