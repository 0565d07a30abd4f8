import type { Payload, PayloadRequest } from 'payload'

import type { Form, FormSubmission } from '@/payload-types'

/** Every read and write of editor-built forms and their submissions through Payload, given the caller's `payload` (or `req`). */

/** A form with its staff-only fields (notification address), for the server; null when there is none. */
export async function formById(payload: Payload, id: number): Promise<Form | null> {
  return payload.findByID({ collection: 'forms', id, depth: 0, overrideAccess: true }).catch(() => null)
}

/** Stores a checked submission (the caller has validated it and admitted the sender). */
export async function insertSubmission(
  payload: Payload,
  data: Pick<FormSubmission, 'form' | 'submissionData'>,
): Promise<FormSubmission> {
  return payload.create({ collection: 'form-submissions', data, overrideAccess: true })
}

/** Submissions oldest first (of one form, or all), with their form's title, read with the staff member's own access. */
export async function submissionsForExport(req: PayloadRequest, formId: number | null) {
  const { docs } = await req.payload.find({
    collection: 'form-submissions',
    where: formId !== null ? { form: { equals: formId } } : {},
    sort: 'createdAt',
    pagination: false,
    depth: 1,
    populate: { forms: { title: true } },
    overrideAccess: false,
    user: req.user,
    req,
  })
  return docs
}
