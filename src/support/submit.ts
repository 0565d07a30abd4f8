import { getPayloadClient } from '@/content/queries'
import { sendMail } from '@/mail/send'
import { subscribe } from '@/newsletter/actions'
import { initialSubscribeState } from '@/newsletter/form-state'

import { getSupportAddress } from './settings'
import type { ContactInput } from './validation'

type Sender = { customerId: number | null; relatedOrder: { id: number; number: string } | null; source: 'portal' | 'contact-page' }

/**
 * Stores a validated contact message, mails it to the support address from settings, confirms it
 * to the sender, and signs them up for the mailing list when they ticked it. The row is written by
 * server code after validation (visitors cannot create support requests through the CMS API).
 */
export async function submitSupportRequest(input: ContactInput, sender: Sender): Promise<{ id: number }> {
  const payload = await getPayloadClient()
  const created = await payload.create({
    collection: 'support-requests',
    data: {
      status: 'open',
      customer: sender.customerId ?? undefined,
      relatedOrder: sender.relatedOrder?.id,
      source: sender.source,
      subject: input.subject,
      name: input.name,
      email: input.email,
      phone: input.phone || undefined,
      zip: input.zip || undefined,
      message: input.message,
      mailingList: input.mailingList,
      marketing: input.marketing,
      privacyAccepted: input.privacy,
    },
    overrideAccess: true,
  })
  const reference = `#${created.id}`
  const details = [
    `Subject: ${input.subject}`,
    `From: ${input.name} <${input.email}>`,
    input.phone ? `Phone: ${input.phone}` : null,
    input.zip ? `ZIP: ${input.zip}` : null,
    sender.relatedOrder ? `Order: ${sender.relatedOrder.number}` : null,
    `Sent from: ${sender.source === 'portal' ? 'customer portal (signed in)' : 'public contact page'}`,
    `Mailing list: ${input.mailingList ? 'yes' : 'no'} · Marketing: ${input.marketing ? 'yes' : 'no'}`,
  ].filter(Boolean)

  const supportAddress = await getSupportAddress()
  if (supportAddress) {
    await sendMail({ to: supportAddress, subject: `Support request ${reference}: ${input.subject}`, text: [...details, '', input.message].join('\n') })
  } else {
    console.warn(`[support] no support e-mail address in settings; request ${reference} is stored but was not mailed to the team`)
  }
  await sendMail({
    to: input.email,
    subject: `We got your message (${reference})`,
    text: [
      `Hi ${input.name},`,
      '',
      'Thanks for writing to Pebble. A person on our owner team reads every message and answers within one working day.',
      '',
      `Your reference: ${reference}`,
      `Subject: ${input.subject}`,
      sender.relatedOrder ? `Order: ${sender.relatedOrder.number}` : null,
      '',
      'Your message:',
      input.message,
      '',
      '— The Pebble owner team',
    ]
      .filter((line) => line !== null)
      .join('\n'),
  })
  if (input.mailingList) {
    const form = new FormData()
    form.set('email', input.email)
    form.set('source', 'contact-form')
    await subscribe(initialSubscribeState, form)
  }
  return { id: created.id }
}
