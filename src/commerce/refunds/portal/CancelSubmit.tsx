import styles from './CancelReservation.module.css'

/** The cancel button and the answer's message, the same whichever way the customer confirms. */
export function CancelSubmit({ pending, label, message }: { pending: boolean; label: string; message: string }) {
  return (
    <>
      <button type="submit" className={styles.danger} disabled={pending} aria-busy={pending || undefined}>
        {pending ? 'Cancelling…' : label}
      </button>
      {message && (
        <p className={styles.error} role="alert">
          {message}
        </p>
      )}
    </>
  )
}
