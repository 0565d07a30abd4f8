import { z } from 'zod'

import { checked, field } from '@/kit/forms/read-form'
import { normaliseEmail } from '@/kit/rules/email'
import { fieldErrors } from '@/kit/rules/field-errors'
import { usPhone, usState } from '@/kit/rules/us'

import { type FormDefinition, type FormFieldDef, LENGTH_CAPS } from './definition'

/** What was typed, per field name: text as trimmed strings, checkboxes as booleans. */
export type FormRaw = Record<string, string | boolean>
/** What is stored: every field as text (a checkbox as "Yes"/"No"), normalised by the kit's rules. */
export type FormValues = Record<string, string>

/** The submitted values of a form's own fields (anything else in the post is ignored). */
export function readSubmission(definition: FormDefinition, formData: FormData): FormRaw {
  return Object.fromEntries(
    definition.fields.map((f) => [f.name, f.kind === 'checkbox' ? checked(formData, f.name) : field(formData, f.name)]),
  )
}

const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1)

/** A text rule that is empty-or-valid, made required when the editor ticked "required". */
const requiredText = (rule: z.ZodType<string, string>, f: FormFieldDef, missing: string) =>
  z
    .string()
    .pipe(rule)
    .refine((value) => !f.required || value !== '', missing)

/** THE rule of one field kind, with the messages shown beside it. */
function ruleFor(f: FormFieldDef): z.ZodType<string | boolean, string | boolean> {
  const label = lower(f.label)
  switch (f.kind) {
    case 'text':
    case 'textarea': {
      const max = LENGTH_CAPS[f.kind]
      return z
        .string()
        .trim()
        .max(max, `That is too long (${max.toLocaleString('en-US')} characters at most).`)
        .refine((value) => !f.required || value !== '', `Enter your ${label}.`) as never
    }
    case 'email':
      return z.string().transform((value, ctx) => {
        if (value.trim() === '') {
          if (f.required) ctx.addIssue({ code: 'custom', message: 'Enter your e-mail address.' })
          return ''
        }
        const result = normaliseEmail(value)
        if (result.ok) return result.email
        ctx.addIssue({ code: 'custom', message: result.error })
        return z.NEVER
      }) as never
    case 'phone':
      return requiredText(usPhone, f, 'Enter your phone number.') as never
    case 'state':
      return requiredText(usState, f, 'Choose your state.') as never
    case 'select': {
      const values = f.options.map((o) => o.value)
      return z
        .string()
        .refine((value) => (value === '' ? !f.required : values.includes(value)), `Choose one of the ${label} options.`)
        .transform((value) => f.options.find((o) => o.value === value)?.label ?? '') as never
    }
    case 'checkbox':
      return z
        .boolean()
        .refine((value) => !f.required || value, 'Please tick this box to continue.')
        .transform((value) => (value ? 'Yes' : 'No')) as never
  }
}

export type SubmissionResult = { ok: true; values: FormValues } | { ok: false; errors: Record<string, string> }

/**
 * Checks a submission against the editor's form: required fields, the kit's e-mail, phone and
 * state rules, select options, length caps. Pure; never throws. Stored values are normalised
 * (e-mail lower-cased, phone as (415) 555-0134, a select's label as the visitor saw it).
 */
export function parseSubmission(definition: FormDefinition, raw: FormRaw): SubmissionResult {
  const schema = z.object(Object.fromEntries(definition.fields.map((f) => [f.name, ruleFor(f)])))
  const parsed = schema.safeParse(raw)
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) }
  return { ok: true, values: parsed.data as FormValues }
}
