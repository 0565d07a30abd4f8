'use server'

import { revalidatePath } from 'next/cache'

import { requireCustomer } from '@/auth/session'
import { CONTACT_MESSAGES, type ContactState } from '@/support/form-state'
import { readContactForm } from '@/support/read-form'
import { getContactSubjects } from '@/support/settings'
import { submitSupportRequest } from '@/support/submit'
import { parseContact } from '@/support/validation'

import { listMyOrders } from '../data'
import { portalPaths } from '../routes'

/** The portal's contact form: the signed-in customer's message, optionally about one of their own orders. */
export async function sendPortalMessage(_prev: ContactState, formData: FormData): Promise<ContactState> {
  const customer = await requireCustomer(portalPaths.contact)
  const raw = readContactForm(formData)
  const orders = await listMyOrders(customer)
  const parsed = parseContact(raw, { subjects: await getContactSubjects(), orderNumbers: orders.map((o) => o.number) })
  if (!parsed.ok) return { status: 'error', message: CONTACT_MESSAGES.invalid, errors: parsed.errors, values: raw }
  const order = orders.find((o) => o.number === parsed.data.relatedOrder) ?? null
  try {
    const { id } = await submitSupportRequest(parsed.data, {
      customerId: customer.id,
      relatedOrder: order ? { id: order.id, number: order.number } : null,
      source: 'portal',
    })
    revalidatePath(portalPaths.contact)
    // The contact details stay filled in for the next message; the message itself is cleared.
    const { subject: _s, message: _m, relatedOrder: _o, privacy: _p, ...kept } = raw
    return { status: 'success', message: CONTACT_MESSAGES.sent(`#${id}`, parsed.data.email), errors: {}, values: kept }
  } catch (error) {
    console.error('[portal] sending a support request failed', error)
    return { status: 'error', message: CONTACT_MESSAGES.failed, errors: {}, values: raw }
  }
}
