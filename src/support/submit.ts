import { mayAcknowledgeContact } from '@/rate-limit/policies'
import { payloadClient } from '@/db/payload'
import { formatLongDate } from '@/content/dates'
import { sendMail } from '@/mail/send'
import { requestSubscription } from '@/newsletter/subscription'

import { insertSupportRequest } from './data'
import { getSupportAddress } from './settings'
import type { ContactInput } from './validation'

type Sender = {
  customerId: number | null
  relatedOrder: { id: number; number: string } | null
  source: 'portal' | 'contact-page'
}

/** "November 25, 2026 at 10:14 UTC": when a message was received, for its acknowledgement. */
const receivedAt = (date: Date) => `${formatLongDate(date)} at ${date.toISOString().slice(11, 16)} UTC`

/**
 * The sender's acknowledgement. It goes to whatever address was typed into a public form, so it
 * carries nothing the sender chose freely: no name and no message text (either would let anyone
 * send their own words to any inbox under our name). Only our reference, the time, the subject
 * (one of the editors' list) and the sender's own order number, which was checked.
 */
export function acknowledgementMail(
  to: string,
  { reference, subject, order, at }: { reference: string; subject: string; order: string | null; at: Date },
) {
  return {
    to,
    subject: `We got your message (${reference})`,
    text: [
      'Hello,',
      '',
      `We received your message sent on ${receivedAt(at)} through the Pebble website. A person on our owner team reads every message and answers within one working day.`,
      '',
      `Your reference: ${reference}`,
      `Subject: ${subject}`,
      order ? `Order: ${order}` : null,
      '',
      'If you did not write to us, someone else typed your address into our contact form: you can ignore this e-mail.',
      '',
      '— The Pebble owner team',
    ]
      .filter((line) => line !== null)
      .join('\n'),
  }
}

/**
 * Stores a validated contact message, mails it to the support address from settings, acknowledges
 * it to the sender (at most a few times a day per address: over that the message is still stored
 * and mailed to the team, just not acknowledged), and asks them to confirm the mailing list when
 * they ticked it. The row is written by server code after validation (visitors cannot create
 * support requests through the CMS API).
 */
export async function submitSupportRequest(input: ContactInput, sender: Sender): Promise<{ id: number }> {
  const created = await insertSupportRequest({
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
    await sendMail(await payloadClient(), {
      to: supportAddress,
      subject: `Support request ${reference}: ${input.subject}`,
      text: [...details, '', input.message].join('\n'),
    })
  } else {
    console.warn(
      `[support] no support e-mail address in settings; request ${reference} is stored but was not mailed to the team`,
    )
  }
  // Over the recipient's daily budget the sender's copy is skipped, not the message: refusing it
  // would let anyone stop a victim from reaching us by writing in their name first.
  if (await mayAcknowledgeContact(input.email)) {
    await sendMail(
      await payloadClient(),
      acknowledgementMail(input.email, {
        reference,
        subject: input.subject,
        order: sender.relatedOrder?.number ?? null,
        at: new Date(created.createdAt),
      }),
    )
  } else {
    console.info(
      `[support] acknowledgements to ${input.email} are over their daily limit; request ${reference} stored and sent to the team only`,
    )
  }
  if (input.mailingList)
    await requestSubscription(await payloadClient(), { email: input.email, source: 'contact-form' })
  return { id: created.id }
}
