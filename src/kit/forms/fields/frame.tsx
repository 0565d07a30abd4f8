import type { ReactNode } from 'react'

import styles from '../forms.module.css'

/** Class names a form may lay over the kit's own (e.g. the newsletter's pill on a dark band). */
export type FieldSkin = Partial<Record<'field' | 'label' | 'row' | 'input' | 'hint' | 'error', string>>

/** What every field takes, whatever its control. */
export type FieldProps = {
  /** Unique within the page: prefixes the ids. */
  form: string
  name: string
  label: ReactNode
  error?: string
  hint?: ReactNode
  required?: boolean
  /** False where every field is needed (sign-in): a required field then shows no `*`. */
  requiredMark?: boolean
  /** False where every field is optional (a list's filters): an optional field then shows no "(optional)". */
  optionalMark?: boolean
  /** On the field's frame, e.g. the grid's `wide`. */
  className?: string
  skin?: FieldSkin
}

/** A field's own props apart from what goes on to its control. */
export function splitField<P extends FieldProps>(props: P) {
  const { form, name, label, error, hint, required, requiredMark, optionalMark, className, skin, ...control } = props
  const field: FieldProps = { form, name, label, error, hint, required, requiredMark, optionalMark, className, skin }
  return { field, id: fieldIds(form, name), control }
}

export type FieldIds = { input: string; hint: string; error: string }

export const fieldIds = (form: string, name: string): FieldIds => ({
  input: `${form}-${name}`,
  hint: `${form}-${name}-hint`,
  error: `${form}-${name}-error`,
})

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ') || undefined

/** What every control carries: its id and name, and the attributes screen readers read. */
export const controlProps = (id: FieldIds, { name, required, hint, error }: FieldProps) => ({
  id: id.input,
  name,
  'aria-required': required || undefined,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': join(!!hint && id.hint, !!error && id.error),
})

/** The frame of a field: the label above, then the control (with an optional addon beside it), then its hint and error. */
export function FieldFrame({
  id,
  field,
  addon,
  children,
}: {
  id: FieldIds
  field: FieldProps
  addon?: ReactNode
  children: ReactNode
}) {
  const skin = field.skin ?? {}
  return (
    <div className={join(styles.field, skin.field, field.className)} data-invalid={field.error ? true : undefined}>
      <label htmlFor={id.input} className={join(styles.label, skin.label)}>
        {field.label}
        <Mark field={field} />
      </label>
      {addon ? (
        <div className={join(styles.row, skin.row)}>
          {children}
          {addon}
        </div>
      ) : (
        children
      )}
      <FieldMessages id={id} field={field} />
    </div>
  )
}

/** `*` on a required field, "(optional)" on the others (unless the form asks for none). */
function Mark({ field }: { field: FieldProps }) {
  if (!field.required) return field.optionalMark === false ? null : <span className={styles.optional}> (optional)</span>
  if (field.requiredMark === false) return null
  return (
    <span className={styles.required} aria-hidden="true">
      {' '}
      *
    </span>
  )
}

/** The hint and the error under a control, each with the id its control's aria-describedby names. */
export function FieldMessages({ id, field }: { id: FieldIds; field: FieldProps }) {
  const skin = field.skin ?? {}
  return (
    <>
      {field.hint && (
        <p id={id.hint} className={join(styles.hint, skin.hint)}>
          {field.hint}
        </p>
      )}
      {field.error && (
        <p id={id.error} className={join(styles.error, skin.error)} data-field-error={field.name}>
          {field.error}
        </p>
      )}
    </>
  )
}
