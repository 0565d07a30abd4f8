import type { z } from 'zod'

/** One message per field; with a union of field names, only some of them have one. */
export type FieldErrors<Field extends string = string> = string extends Field
  ? Record<string, string>
  : Partial<Record<Field, string>>

/** The first message for each field of a zod error, keyed by the field's path ('form' for the whole). */
export function fieldErrors<Field extends string = string>(error: z.ZodError): FieldErrors<Field> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) errors[issue.path.join('.') || 'form'] ??= issue.message
  return errors as FieldErrors<Field>
}
