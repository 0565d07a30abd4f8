import type { FieldHook, Validate } from 'payload'
import type { z } from 'zod'

/**
 * A portal form rule (a zod schema for one text field) as a Payload field's `validate` and a
 * `beforeValidate` hook that stores the value as the form would (e.g. a phone number as
 * (415) 555-0134, a state upper-cased). With it on a collection's field, REST, GraphQL, the Local
 * API and the admin refuse exactly what the form refuses, with the form's message.
 *
 * An update that leaves the field out is checked with the stored value (Payload passes
 * `undefined` then); an empty or null value is checked as ''.
 */
export function formRule(schema: z.ZodType<string, string>): {
  validate: Validate
  hooks: { beforeValidate: FieldHook[] }
} {
  const check = (value: unknown): true | string => {
    if (value !== null && value !== undefined && typeof value !== 'string') return 'Enter text.'
    const parsed = schema.safeParse(value ?? '')
    return parsed.success ? true : (parsed.error.issues[0]?.message ?? 'This value is not valid.')
  }
  return {
    validate: (value, { previousValue, operation }) =>
      check(value === undefined && operation === 'update' ? previousValue : value),
    hooks: {
      beforeValidate: [
        ({ value }) => {
          if (typeof value !== 'string') return value
          const parsed = schema.safeParse(value)
          return parsed.success ? parsed.data : value
        },
      ],
    },
  }
}
