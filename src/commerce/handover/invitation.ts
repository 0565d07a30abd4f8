import { createEvent } from 'ics'

import type { HandoverSlot } from '@/payload-types'

/**
 * The calendar invitation of a booked handover (RFC 5545, made by the `ics` library). Its UID is
 * the order's, so a moved booking (a higher SEQUENCE) updates the one event in the buyer's calendar.
 */
export function handoverInvitation(
  slot: Pick<HandoverSlot, 'place' | 'startsAt' | 'minutes'>,
  order: { number: string; url: string; sequence: number },
  organizer: { name: string; email: string },
  attendee: { name: string; email: string },
): string {
  const { error, value } = createEvent({
    uid: `handover-${order.number}@pebble`,
    sequence: order.sequence,
    method: 'REQUEST',
    productId: 'pebble/handover',
    title: `Pebble handover · order ${order.number}`,
    description: `Your Pebble is ready. Bring your ID and the payment for the balance. Order: ${order.url}`,
    location: slot.place,
    start: new Date(slot.startsAt).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: slot.minutes ?? 60 },
    status: 'CONFIRMED',
    organizer,
    attendees: [{ ...attendee, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }],
    url: order.url,
  })
  if (error || !value) throw error ?? new Error('The handover invitation could not be made.')
  return value
}
