import { z } from 'zod'

import { normaliseEmail } from '@/kit/rules/email'
import { fieldErrors } from '@/kit/rules/field-errors'
import { usPhone, usZip } from '@/kit/rules/us'

import { type ContactField, MESSAGE_MAX_LENGTH } from './fields'

export type ContactRaw = Record<'subject' | 'name' | 'email' | 'phone' | 'zip' | 'message' | 'relatedOrder', string> &
  Record<'mailingList' | 'marketing' | 'privacy', boolean>

type Context = {
  /** The subjects editors set; anything else is refused. */
  subjects: string[]
  /** Order numbers the sender may refer to (their own); empty for an anonymous visitor. */
  orderNumbers: string[]
}

const schemaFor = ({ subjects, orderNumbers }: Context) =>
  z.object({
    subject: z.string().refine((value) => subjects.includes(value), 'Choose what your message is about.'),
    name: z.string().trim().min(1, 'Enter your name.').max(120, 'Your name is too long (120 characters at most).'),
    email: z.string().transform((value, ctx) => {
      const result = normaliseEmail(value)
      if (result.ok) return result.email
      ctx.addIssue({ code: 'custom', message: result.error })
      return z.NEVER
    }),
    phone: usPhone,
    zip: usZip,
    message: z
      .string()
      .trim()
      .min(1, 'Write your message.')
      .min(10, 'Tell us a little more (10 characters at least).')
      .max(
        MESSAGE_MAX_LENGTH,
        `Your message is too long (${MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters at most).`,
      ),
    relatedOrder: z
      .string()
      .refine((value) => value === '' || orderNumbers.includes(value), 'Choose one of your orders, or none.'),
    mailingList: z.boolean(),
    marketing: z.boolean(),
    privacy: z.literal(true, { error: 'Please accept the privacy policy so we can answer you.' }),
  })

export type ContactInput = z.output<ReturnType<typeof schemaFor>>

export type ContactResult =
  { ok: true; data: ContactInput } | { ok: false; errors: Partial<Record<ContactField, string>> }

/** Validates a contact-form submission against the editor's subjects and the sender's orders. Pure; never throws. */
export function parseContact(raw: ContactRaw, context: Context): ContactResult {
  const parsed = schemaFor(context).safeParse(raw)
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, errors: fieldErrors<ContactField>(parsed.error) }
}
