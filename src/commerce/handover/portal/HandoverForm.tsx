'use client'

import { idleState } from '@/kit/forms/form-state'
import { SubmitButton } from '@/kit/forms/SubmitButton'
import { useFormAction } from '@/kit/forms/useFormAction'

import { bookMyHandover, type BookingState } from './actions'
import styles from './HandoverBooking.module.css'

type Slot = { id: number; label: string; left: number }

/** The open handover times as radio buttons, and the button that books (or moves to) the one picked. */
export function HandoverForm({ orderNumber, slots, moving }: { orderNumber: string; slots: Slot[]; moving: boolean }) {
  const { state, form } = useFormAction<BookingState>(bookMyHandover, idleState())
  return (
    <form {...form} className={styles.form}>
      <input type="hidden" name="order" value={orderNumber} />
      <fieldset className={styles.slots} aria-describedby={state.errors.slot ? 'slot-error' : undefined}>
        <legend className={styles.legend}>{moving ? 'Move to' : 'Open times'}</legend>
        {slots.map((slot) => (
          <label key={slot.id} className={styles.slot}>
            <input type="radio" name="slot" value={slot.id} />
            <span>{slot.label}</span>
            <span className={styles.left}>{slot.left === 1 ? '1 place left' : `${slot.left} places left`}</span>
          </label>
        ))}
      </fieldset>
      {state.errors.slot && (
        <p id="slot-error" className={styles.error}>
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
