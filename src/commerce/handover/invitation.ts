import { createEvent } from 'ics'

import { env } from '@/config/env'
import { portalPaths } from '@/kit/paths'
import type { Customer, HandoverSlot, Order } from '@/payload-types'

/**
 * The calendar invitation of a booked handover (RFC 5545, made by the `ics` library). Its UID is
 * the order's, so a moved booking (a higher SEQUENCE) updates the one event in the buyer's calendar,
 * and a cancelled one (`cancelled`: METHOD:CANCEL) takes it out.
 */
export function handoverInvitation(
  slot: Pick<HandoverSlot, 'place' | 'startsAt' | 'minutes'>,
  order: { number: string; url: string; sequence: number },
  organizer: { name: string; email: string },
  attendee: { name: string; email: string },
  cancelled = false,
): string {
  const { error, value } = createEvent({
    uid: `handover-${order.number}@pebble`,
    sequence: order.sequence,
    method: cancelled ? 'CANCEL' : 'REQUEST',
    productId: 'pebble/handover',
    title: `Pebble handover · order ${order.number}`,
    description: `Your Pebble is ready. Bring your ID and the payment for the balance. Order: ${order.url}`,
    location: slot.place,
    start: new Date(slot.startsAt).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: slot.minutes ?? 60 },
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    organizer,
    attendees: [{ ...attendee, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }],
    url: order.url,
  })
  if (error || !value) throw error ?? new Error('The handover invitation could not be made.')
  return value
}

const organizerOf = (from: string) => {
  const email = /<([^>]+)>/.exec(from)?.[1] ?? from
  return { name: 'Pebble', email }
}

/** The invitation (or, `cancelled`, its cancellation) for a buyer's booked handover, made at `at`. */
export function orderHandoverInvitation(
  order: Pick<Order, 'number'> & { customer: Pick<Customer, 'name' | 'email'> },
  slot: Pick<HandoverSlot, 'place' | 'startsAt' | 'minutes'>,
  at: Date,
  cancelled = false,
): string {
  return handoverInvitation(
    slot,
    // A later change has a higher sequence: calendars replace the event it updates.
    {
      number: order.number,
      url: `${env.serverUrl}${portalPaths.order(order.number)}`,
      sequence: Math.floor(at.getTime() / 1000),
    },
    organizerOf(env.mailFrom ?? ''),
    { name: order.customer.name, email: order.customer.email },
    cancelled,
  )
}
