import type { DeliveryWindowView } from '@/commerce/delivery/portal-view'
import { Card } from '@/kit/screen/Screen'

import { formatDate } from '../format'
import styles from './DeliveryWindow.module.css'

/** The order page's "when": the delivery window from the production plan, the place in line, and every move of the window. */
export function DeliveryWindow({ view: { window, place, moves } }: { view: DeliveryWindowView }) {
  if (!window && moves.length === 0) return null
  return (
    <Card title="Delivery window" id="delivery-window">
      {window?.kind === 'planned' && <p className={styles.window}>{window.words}</p>}
      {window?.kind === 'beyond' && (
        <p className={styles.beyond}>
          <span className={styles.window}>{window.words[0]!.toUpperCase() + window.words.slice(1)}</span>
          <span>We will tell you when the plan reaches you.</span>
        </p>
      )}
      {window?.kind === 'placing' && (
        <p className={styles.note}>
          We are placing your reservation in the production plan. Your window shows here shortly.
        </p>
      )}
      {place && <p className={styles.place}>{`#${place.place} of ${place.of} ${place.trim} reservations`}</p>}
      {window && window.kind !== 'placing' && (
        <p className={styles.note}>
          From the production plan. If it moves, we e-mail you once with the new window and why.
        </p>
      )}
      {moves.length > 0 && (
        <>
          <h3 className={styles.movesTitle}>How your window moved</h3>
          <ol className={styles.moves}>
            {moves.map((move) => (
              <li key={`${move.at}-${move.to}`}>
                <span className={styles.moveDate}>{formatDate(move.at)}</span>
                <span>
                  {move.from} → <strong>{move.to}</strong>
                </span>
                <span className={styles.reason}>{move.reason}</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </Card>
  )
}
