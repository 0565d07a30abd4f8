const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '')

/** A form value as a trimmed string ('' for a missing field or a file). */
export const field = (formData: FormData, name: string) => text(formData.get(name)).trim()

/** Whether a checkbox was ticked. */
export const checked = (formData: FormData, name: string) => formData.get(name) === 'on'
