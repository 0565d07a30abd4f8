import { SubmitButton } from '@/kit/forms/SubmitButton'

import styles from './CancelReservation.module.css'

/** The cancel button and the answer's message, the same whichever way the customer confirms. */
export function CancelSubmit({ label, message }: { label: string; message: string }) {
  return (
    <>
      <SubmitButton className={styles.danger} label={label} busyLabel="Cancelling…" />
      {message && (
        <p className={styles.error} role="alert">
          {message}
        </p>
      )}
    </>
  )
}
