'use client'

import { idleState } from '@/kit/forms/form-state'
import { SubmitButton } from '@/kit/forms/SubmitButton'
import { useFormAction } from '@/kit/forms/useFormAction'

import { bookMyHandover, type BookingState } from './actions'
import styles from './HandoverBooking.module.css'

/** One open time: its day (the group it is listed under) and the rest of its label. */
export type OpenSlot = { id: number; day: string; label: string }

/** The open handover times, one list grouped by day, and the button that books (or moves to) the one picked. */
export function HandoverForm({
  orderNumber,
  slots,
  moving,
}: {
  orderNumber: string
  slots: OpenSlot[]
  moving: boolean
}) {
  const { state, form } = useFormAction<BookingState>(bookMyHandover, idleState())
  const days = [...new Set(slots.map((slot) => slot.day))]
  return (
    <form {...form} className={styles.form}>
      <input type="hidden" name="order" value={orderNumber} />
      <label htmlFor="handover-slot" className={styles.legend}>
        {moving ? 'Move to' : 'Pick a time'}
      </label>
      <select
        id="handover-slot"
        name="slot"
        className={styles.select}
        defaultValue=""
        aria-invalid={state.errors.slot ? true : undefined}
        aria-describedby={state.errors.slot ? 'handover-slot-error' : undefined}
      >
        <option value="" disabled>
          Choose a day and time
        </option>
        {days.map((day) => (
          <optgroup key={day} label={day}>
            {slots
              .filter((slot) => slot.day === day)
              .map((slot) => (
                <option key={slot.id} value={slot.id}>
                  {slot.label}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
      {state.errors.slot && (
        <p id="handover-slot-error" className={styles.error}>
          {state.errors.slot}
        </p>
      )}
      <SubmitButton label={moving ? 'Move my handover' : 'Book this time'} busyLabel="Booking…" />
      {state.status === 'error' && state.message && (
        <p className={styles.error} role="alert">
          {state.message}
        </p>
      )}
    </form>
  )
}
