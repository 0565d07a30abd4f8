import { payloadClient } from '@/db/payload'
import { Card } from '@/kit/screen/Screen'
import type { HandoverSlot, Order } from '@/payload-types'

import { bookingsOfSlots, publishedSlotsFrom, slotById } from '../data'
import { bookableAfter, HANDOVER_MOVE_HOURS, movable, slotDay, slotHour, slotTime } from '../rules'
import { HandoverForm } from './HandoverForm'
import styles from './HandoverBooking.module.css'

const slotIdOf = (value: number | HandoverSlot | null | undefined) =>
  value && typeof value === 'object' ? value.id : (value ?? null)

/**
 * On the order page once the Pebble is ready: the booked handover (when and where), and the
 * published times with a place left, to book one or to move the booking until 48 hours before.
 */
export async function HandoverBooking({ order, booked }: { order: Order; booked?: boolean }) {
  if (order.status !== 'ready') return null
  const payload = await payloadClient()
  const currentId = slotIdOf(order.handover?.slot)
  const [current, slots] = await Promise.all([
    currentId ? slotById(payload, currentId) : null,
    publishedSlotsFrom(payload, bookableAfter()),
  ])
  const held = await bookingsOfSlots(
    payload,
    slots.map((slot) => slot.id),
  )
  const open = slots
    .filter((slot) => slot.id !== currentId && slot.capacity - (held.get(slot.id) ?? 0) > 0)
    .map((slot) => {
      const left = slot.capacity - (held.get(slot.id) ?? 0)
      return {
        id: slot.id,
        day: slotDay(slot.startsAt),
        label: `${slotHour(slot.startsAt)} · ${slot.place} · ${left === 1 ? '1 place left' : `${left} places left`}`,
      }
    })
  const canMove = !current || movable(current.startsAt)
  return (
    <Card title="Your handover" id="handover">
      {booked && current && (
        <p className={styles.notice} role="status">
          Booked. We sent you an e-mail with a calendar invitation.
        </p>
      )}
      {current ? (
        <p className={styles.text} data-testid="handover-booked">
          <strong>{slotTime(current.startsAt)}</strong> at {current.place}.{' '}
          {canMove
            ? `You can move it until ${HANDOVER_MOVE_HOURS} hours before.`
            : 'It is less than 48 hours away: write to us if you need to move it.'}
        </p>
      ) : (
        <p className={styles.text}>Your Pebble is ready. Pick the time you collect it.</p>
      )}
      {canMove &&
        (open.length > 0 ? (
          <HandoverForm orderNumber={order.number} slots={open} moving={Boolean(current)} />
        ) : (
          <p className={styles.text}>No other times are open right now. We publish new ones every week.</p>
        ))}
    </Card>
  )
}
