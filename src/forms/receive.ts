import type { Payload } from 'payload'

import { listShownFormIds } from '@/content/queries'
import { sendMail } from '@/mail/send'
import { failed, succeeded } from '@/kit/forms/form-state'
import type { RateVerdict } from '@/rate-limit/policies'
import { getSupportAddress } from '@/support/settings'

import { formById, insertSubmission } from './data'
import { type FormDefinition, toDefinition } from './definition'
import { FORM_MESSAGES, type EditorFormState } from './form-state'
import { type FormValues, parseSubmission, readSubmission } from './validation'

type LoadedForm = { definition: FormDefinition; notifyTo: string | null; redirectUrl: string | null }

/**
 * The form a post names, read on the server (with its staff-only notification address), or null
 * when it is no form a published page or post shows: a form an editor made and placed nowhere
 * (or only on a draft) takes no submissions.
 */
async function loadForm(payload: Payload, formId: string): Promise<LoadedForm | null> {
  if (!/^[1-9]\d{0,9}$/.test(formId)) return null
  const id = Number(formId)
  if (!(await listShownFormIds()).includes(id)) return null
  const form = await formById(payload, id)
  if (!form) return null
  const url = (form as { redirect?: { url?: string | null } | null }).redirect?.url
  return {
    definition: toDefinition(form as never),
    notifyTo: (form as { notifyTo?: string | null }).notifyTo || null,
    redirectUrl: url || null,
  }
}

/** The staff notification: every answer, labelled, with the submission's number. Never sent to the visitor. */
export function notificationMail(
  to: string,
  { definition, id, values }: { definition: FormDefinition; id: number; values: FormValues },
) {
  return {
    to,
    subject: `Form "${definition.title}": submission #${id}`,
    text: [
      `A visitor sent the form "${definition.title}" on the Pebble website.`,
      '',
      ...definition.fields.map((f) => `${f.label}: ${values[f.name] || '—'}`),
      '',
      `Submission #${id}, in the admin under Forms → Form submissions.`,
    ].join('\n'),
  }
}

/** The answer to a submission; null when it names no form the site shows (nothing stored, nothing mailed). */
export type Received = { state: EditorFormState; redirectTo: string | null } | null

/**
 * THE way a submission of an editor-built form comes in: the form is looked up, the answers
 * checked against its fields, the sender admitted (rate limit), the submission stored (only then is
 * it acknowledged) and staff notified through sendMail (the Outbox). A failed notification is logged
 * and never undoes or hides a stored submission.
 */
export async function receiveFormSubmission(
  payload: Payload,
  formData: FormData,
  admit: () => Promise<RateVerdict>,
): Promise<Received> {
  const loaded = await loadForm(payload, String(formData.get('formId') ?? ''))
  if (!loaded) return null
  const { definition } = loaded
  const raw = readSubmission(definition, formData)
  const parsed = parseSubmission(definition, raw)
  if (!parsed.ok)
    return {
      state: failed(FORM_MESSAGES.invalid, parsed.errors, raw),
      redirectTo: null,
    }
  const verdict = await admit()
  if (verdict.limited) return { state: failed(verdict.message, {}, raw), redirectTo: null }

  let id: number
  try {
    const created = await insertSubmission(payload, {
      form: definition.id,
      submissionData: definition.fields.map((f) => ({ field: f.name, value: parsed.values[f.name] ?? '' })),
    })
    id = created.id
  } catch (error) {
    console.error(`[forms] a submission of form ${definition.id} could not be stored`, error)
    return { state: failed(FORM_MESSAGES.failed, {}, raw), redirectTo: null }
  }

  try {
    const to = loaded.notifyTo ?? (await getSupportAddress())
    if (to) await sendMail(payload, notificationMail(to, { definition, id, values: parsed.values }))
    else console.warn(`[forms] no address to notify; submission #${id} of form ${definition.id} is stored only`)
  } catch (error) {
    console.error(`[forms] submission #${id} is stored but staff could not be notified`, error)
  }
  const redirectTo = definition.confirmation === 'redirect' ? loaded.redirectUrl : null
  return { state: succeeded(FORM_MESSAGES.received), redirectTo }
}
