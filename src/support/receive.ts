import { failed, succeeded } from '@/kit/forms/form-state'
import type { RateVerdict } from '@/rate-limit/policies'

import { CONTACT_MESSAGES, type ContactState } from './form-state'
import { readContactForm } from './read-form'
import { getContactSubjects } from './settings'
import { submitSupportRequest } from './submit'
import { parseContact } from './validation'

type Sender = {
  /** The signed-in customer writing, or null for a visitor of /contact. */
  customerId: number | null
  /** The orders the sender may say the message is about (their own); none for a visitor. */
  orders: { id: number; number: string }[]
  source: 'portal' | 'contact-page'
  /** Asked once the message is valid, before anything is stored: a limit that may refuse it. */
  admit?: () => Promise<RateVerdict>
}

/**
 * THE way a contact-form message comes in, from the public /contact page or the owner portal:
 * read, checked against the editors' subjects and the sender's own orders, admitted, stored as a
 * support request and mailed. Returns the form's next state. A signed-in customer keeps their
 * contact details in the form for the next message; a visitor's form is cleared.
 */
export async function receiveContactMessage(formData: FormData, sender: Sender): Promise<ContactState> {
  const raw = readContactForm(formData)
  if (sender.customerId === null) raw.relatedOrder = ''
  const parsed = parseContact(raw, {
    subjects: await getContactSubjects(),
    orderNumbers: sender.orders.map((order) => order.number),
  })
  if (!parsed.ok) return failed(CONTACT_MESSAGES.invalid, parsed.errors, raw)
  const verdict = await sender.admit?.()
  if (verdict?.limited) return failed(verdict.message, {}, raw)
  const order = sender.orders.find((o) => o.number === parsed.data.relatedOrder) ?? null
  try {
    const { id } = await submitSupportRequest(parsed.data, {
      customerId: sender.customerId,
      relatedOrder: order ? { id: order.id, number: order.number } : null,
      source: sender.source,
    })
    const { subject: _s, message: _m, relatedOrder: _o, privacy: _p, ...details } = raw
    const values = sender.customerId === null ? {} : details
    return succeeded(CONTACT_MESSAGES.sent(`#${id}`, parsed.data.email), values)
  } catch (error) {
    console.error(`[support] a contact message (${sender.source}) could not be stored`, error)
    return failed(CONTACT_MESSAGES.failed, {}, raw)
  }
}
