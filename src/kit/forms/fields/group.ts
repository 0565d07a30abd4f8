import type { ChangeEvent } from 'react'

/** What a block of fields (contact, address) takes from its form. */
export type GroupProps<Name extends string> = {
  /** Unique within the page: prefixes the ids. */
  form: string
  values: Partial<Record<string, string | boolean>>
  errors: Partial<Record<string, string>>
  /**
   * Given, the fields are controlled (the build flow keeps its own state); without it they are
   * plain inputs posted with the form, so the form works before JavaScript loads.
   */
  onChange?: (name: Name, value: string) => void
  /** A value the customer may not change here (it comes from their account). */
  locked?: (name: Name) => boolean
  /** False where the form shows no `*` (every field is needed unless it says "optional"). */
  requiredMark?: boolean
}

/** The value, error and change handler of one field of a block. */
export function groupField<Name extends string>(group: GroupProps<Name>, name: Name) {
  const text = String(group.values[name] ?? '')
  const value = group.onChange
    ? {
        value: text,
        readOnly: group.locked?.(name) || undefined,
        onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => group.onChange?.(name, event.target.value),
      }
    : { defaultValue: text }
  return { form: group.form, name, error: group.errors[name], requiredMark: group.requiredMark, ...value }
}
