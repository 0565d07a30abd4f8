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

type Change = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void

/** The value, error and change handler of one field of a block. */
export function groupField<Name extends string>(
  group: GroupProps<Name>,
  name: Name,
): {
  form: string
  name: Name
  error?: string
  requiredMark?: boolean
  value?: string
  defaultValue?: string
  readOnly?: boolean
  onChange?: Change
} {
  const text = String(group.values[name] ?? '')
  const common = { form: group.form, name, error: group.errors[name], requiredMark: group.requiredMark }
  if (!group.onChange) return { ...common, defaultValue: text }
  const onChange = group.onChange
  return {
    ...common,
    value: text,
    readOnly: group.locked?.(name) || undefined,
    onChange: (event) => onChange(name, event.target.value),
  }
}
