import Link from 'next/link'

import { DECLINE_MESSAGE } from '../payments/test-cards'
import { formatUSDCents } from '../pricing/money'
import { PayButton } from './PayButton'
import styles from './TestCheckout.module.css'

type Props = {
  reference: string
  amount: number
  description: string
  orderNumber: string
  cancelPath: string
  error?: 'declined' | 'invalid'
}

const ERRORS = {
  declined: DECLINE_MESSAGE,
  invalid: 'This is a test checkout: use 4242 4242 4242 4242 to pay or 4000 0000 0000 0002 to see a decline.',
}

/** The built-in test provider's checkout: looks like a card form, says loudly that it is not one. */
export function TestCheckout({ reference, amount, description, orderNumber, cancelPath, error }: Props) {
  const errorId = 'card-error'
  return (
    <div className={styles.page}>
      <div className={styles.banner} role="note">
        <strong>TEST MODE</strong> — no real card is charged. Pay with <code>4242 4242 4242 4242</code>; decline with{' '}
        <code>4000 0000 0000 0002</code>.
      </div>
      <div className={styles.card}>
        <p className={styles.merchant}>Pebble Mobility, Inc.</p>
        <h1 className={styles.title}>{description}</h1>
        <p className={styles.amount}>{formatUSDCents(amount)}</p>
        <p className={styles.order}>Order {orderNumber}</p>
        <form className={styles.form} method="post" action="/api/payments/test-checkout">
          <input type="hidden" name="reference" value={reference} />
          <label className={styles.field}>
            <span>Card number</span>
            <input
              name="card"
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="4242 4242 4242 4242"
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
          </label>
          <div className={styles.row}>
            <label className={styles.field}>
              <span>Expiry</span>
              <input name="expiry" autoComplete="cc-exp" placeholder="MM / YY" defaultValue="12 / 30" />
            </label>
            <label className={styles.field}>
              <span>CVC</span>
              <input name="cvc" inputMode="numeric" autoComplete="cc-csc" placeholder="123" defaultValue="123" />
            </label>
          </div>
          {error && (
            <p id={errorId} className={styles.error} role="alert">
              {ERRORS[error]}
            </p>
          )}
          <PayButton label={`Pay ${formatUSDCents(amount)}`} />
        </form>
        <Link className={styles.cancel} href={cancelPath}>
          Cancel and go back
        </Link>
      </div>
    </div>
  )
}
