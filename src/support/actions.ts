'use server'

import { headers } from 'next/headers'

import { clientAddress } from '@/auth/rate-limit/client-address'
import { consumeContactMessage } from '@/auth/rate-limit/policies'
import { HONEYPOT_FIELD } from '@/newsletter/form-state'
import { field } from '@/portal/forms/us'

import { CONTACT_MESSAGES, type ContactState } from './form-state'
import { readContactForm } from './read-form'
import { getContactSubjects } from './settings'
import { submitSupportRequest } from './submit'
import { parseContact } from './validation'

/**
 * The public /contact form: anyone may write; no account, no related order. Each client address
 * may send a few messages an hour (src/auth/rate-limit/policies.ts); over that the visitor sees
 * why beside the form and nothing is stored or mailed.
 */
export async function sendContactMessage(_prev: ContactState, formData: FormData): Promise<ContactState> {
  const raw = readContactForm(formData)
  // Honeypot: people never see this field, so anything in it is a bot. Pretend it worked.
  if (field(formData, HONEYPOT_FIELD) !== '')
    return { status: 'success', message: CONTACT_MESSAGES.sent('#0', raw.email), errors: {}, values: {} }
  const parsed = parseContact({ ...raw, relatedOrder: '' }, { subjects: await getContactSubjects(), orderNumbers: [] })
  if (!parsed.ok) return { status: 'error', message: CONTACT_MESSAGES.invalid, errors: parsed.errors, values: raw }
  const limit = consumeContactMessage(clientAddress(await headers()))
  if (limit.limited) return { status: 'error', message: limit.message, errors: {}, values: raw }
  try {
    const { id } = await submitSupportRequest(parsed.data, {
      customerId: null,
      relatedOrder: null,
      source: 'contact-page',
    })
    return { status: 'success', message: CONTACT_MESSAGES.sent(`#${id}`, parsed.data.email), errors: {}, values: {} }
  } catch (error) {
    console.error('[support] sending a contact message failed', error)
    return { status: 'error', message: CONTACT_MESSAGES.failed, errors: {}, values: raw }
  }
}
