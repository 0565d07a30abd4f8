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

/** What every control carries: its id and name, and the attributes screen readers read. */
const controlProps = (id: ReturnType<typeof ids>, { name, required, hint, error }: Common) => ({
  id: id.input,
  name,
  'aria-required': required || undefined,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': describedBy(id, hint, error),
})

/** The frame of a field: the label above, then the control, then its hint and error. */
function LabelledField({
  id,
  common,
  className,
  children,
}: {
  id: ReturnType<typeof ids>
  common: Common
  className?: string
  children: ReactNode
}) {
  return (
    <div
      className={`${styles.field}${className ? ` ${className}` : ''}`}
      data-invalid={common.error ? true : undefined}
    >
      <Label htmlFor={id.input} label={common.label} required={common.required} />
      {children}
      <Messages id={id} hint={common.hint} error={common.error} />
    </div>
  )
}

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
  defaultValue,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  className,
  ...common
}: TextProps) {
  const id = ids(common.form, common.name)
  return (
    <LabelledField id={id} common={common} className={className}>
      <input
        {...controlProps(id, common)}
        type={type}
        className={styles.input}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
      />
    </LabelledField>
  )
}

export function TextArea({
  defaultValue,
  maxLength,
  rows = 6,
  ...common
}: Common & { defaultValue?: string; maxLength?: number; rows?: number }) {
  const id = ids(common.form, common.name)
  return (
    <LabelledField id={id} common={common}>
      <textarea
        {...controlProps(id, common)}
        rows={rows}
        className={`${styles.input} ${styles.textarea}`}
        defaultValue={defaultValue}
        maxLength={maxLength}
      />
    </LabelledField>
  )
}

export function SelectField({
  defaultValue,
  options,
  placeholder,
  ...common
}: Common & { defaultValue?: string; options: { value: string; label: string }[]; placeholder: string }) {
  const id = ids(common.form, common.name)
  return (
    <LabelledField id={id} common={common}>
      <select
        {...controlProps(id, common)}
        className={`${styles.input} ${styles.select}`}
        defaultValue={defaultValue ?? ''}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledField>
  )
}

/** A checkbox with its label beside it; the label may hold links (privacy policy, terms). */
export function CheckboxField({
  defaultChecked,
  children,
  ...common
}: Common & { defaultChecked?: boolean; children?: ReactNode }) {
  const { label, error, hint, required } = common
  const id = ids(common.form, common.name)
  return (
    <div className={`${styles.field} ${styles.checkField}`} data-invalid={error ? true : undefined}>
      <div className={styles.checkRow}>
        <input
          {...controlProps(id, common)}
          type="checkbox"
          className={styles.checkbox}
          defaultChecked={defaultChecked}
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
