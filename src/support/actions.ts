'use server'

import { headers } from 'next/headers'

import { HONEYPOT_FIELD } from '@/kit/forms/honeypot'
import { succeeded } from '@/kit/forms/form-state'
import { field } from '@/kit/forms/read-form'
import { clientAddress } from '@/rate-limit/client-address'
import { consumeContactMessage } from '@/rate-limit/policies'

import { CONTACT_MESSAGES, type ContactState } from './form-state'
import { receiveContactMessage } from './receive'

/**
 * The public /contact form: anyone may write; no account, no related order. Each client address
 * may send a few messages an hour (src/rate-limit/policies.ts); over that the visitor sees why
 * beside the form and nothing is stored or mailed.
 */
export async function sendContactMessage(_prev: ContactState, formData: FormData): Promise<ContactState> {
  // Honeypot: people never see this field, so anything in it is a bot. Pretend it worked.
  if (field(formData, HONEYPOT_FIELD) !== '') return succeeded(CONTACT_MESSAGES.sent('#0', field(formData, 'email')))
  return receiveContactMessage(formData, {
    customerId: null,
    orders: [],
    source: 'contact-page',
    admit: async () => consumeContactMessage(clientAddress(await headers())),
  })
}
