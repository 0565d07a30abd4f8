import type { Payload, SanitizedPermissions, TypedUser } from 'payload'

import { type ScheduledBooking, scheduleFrom } from '../data'
import { slotDay, slotHour } from '../rules'
import styles from './HandoverSchedule.module.css'

/** How many days ahead the schedule shows (later days: the list below, filtered by “Starts at”). */
const DAYS = 14

type Props = { payload: Payload; user: TypedUser | null; permissions?: SanitizedPermissions }

const orderHref = (booking: ScheduledBooking) => `/admin/collections/orders/${booking.orderId}`

/**
 * Above the handover slots' list: the schedule of the next two weeks, day by day (in the studio's
 * time zone), each slot with its places taken and who booked each one.
 */
export async function HandoverSchedule({ payload, user, permissions }: Props) {
  if (!user || !permissions?.collections?.orders?.read) return null
  const today = new Date()
  today.setUTCHours(0, 0, 0, 0)
  const schedule = await scheduleFrom(payload, user, today, DAYS)
  const days = new Map<string, typeof schedule>()
  for (const entry of schedule) {
    const day = slotDay(entry.slot.startsAt)
    days.set(day, [...(days.get(day) ?? []), entry])
  }
  return (
    <section className={styles.panel} aria-labelledby="handover-schedule-title">
      <h2 id="handover-schedule-title">Handover schedule, the next {DAYS} days</h2>
      {days.size === 0 && <p className={styles.note}>No handover slots in the next {DAYS} days.</p>}
      {[...days].map(([day, entries]) => (
        <section key={day} className={styles.day} aria-label={day}>
          <h3>{day}</h3>
          <ul className={styles.slots}>
            {entries.map(({ slot, bookings }) => (
              <li key={slot.id} className={styles.slot} data-unpublished={!slot.published || undefined}>
                <a className={styles.time} href={`/admin/collections/handover-slots/${slot.id}`}>
                  {slotHour(slot.startsAt)}
                </a>
                <span className={styles.place}>{slot.place}</span>
                <span className={styles.count}>
                  {`${bookings.length} of ${slot.capacity} booked`}
                  {!slot.published && ' · not published'}
                </span>
                {bookings.length > 0 && (
                  <ul className={styles.bookings} aria-label={`Booked for ${slotHour(slot.startsAt)}`}>
                    {bookings.map((booking) => (
                      <li key={booking.orderId}>
                        <a href={orderHref(booking)}>{booking.number}</a>
                        {booking.buyer && ` · ${booking.buyer}`}
                        {booking.status === 'delivered' && ' · handed over'}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  )
}
