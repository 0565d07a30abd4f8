'use server'

import { headers } from 'next/headers'
import { notFound, redirect } from 'next/navigation'

import { payloadClient } from '@/db/payload'
import { HONEYPOT_FIELD } from '@/kit/forms/honeypot'
import { succeeded } from '@/kit/forms/form-state'
import { field } from '@/kit/forms/read-form'
import { clientAddress } from '@/rate-limit/client-address'
import { consumeFormSubmission } from '@/rate-limit/policies'

import { FORM_MESSAGES, type EditorFormState } from './form-state'
import { receiveFormSubmission } from './receive'

/**
 * A page's form block posts here (with or without JavaScript). Each client address may send a few
 * submissions an hour across all forms (src/rate-limit/policies.ts); a filled honeypot looks
 * accepted and stores nothing. A form no published page or post shows is a 404. Redirects when the editor chose a redirect as the confirmation.
 */
export async function submitEditorForm(_prev: EditorFormState, formData: FormData): Promise<EditorFormState> {
  // Honeypot: people never see this field, so anything in it is a bot. Pretend it worked.
  if (field(formData, HONEYPOT_FIELD) !== '') return succeeded(FORM_MESSAGES.received)
  const address = clientAddress(await headers())
  const received = await receiveFormSubmission(await payloadClient(), formData, () => consumeFormSubmission(address))
  // No form the site shows: a 404, as for a page that is not there.
  if (!received) notFound()
  if (received.redirectTo) redirect(received.redirectTo)
  return received.state
}
