import { cancelledAt } from '@/commerce/orders/cancellation-fields'
import { formatUSDCents } from '@/commerce/pricing/money'
import { DEPOSIT_LABEL, type OrderLedger } from '@/commerce/refunds/ledger'
import type { Order } from '@/payload-types'

import { formatDate } from '../format'
import styles from './orders.module.css'

const REFUND_STATE = { succeeded: 'Refunded', pending: 'On its way', failed: 'Failed — we will contact you' } as const

/** "Cancelled on November 28, 2026 by you." / "… by Pebble. The reason: …" */
function cancelledLine(order: Pick<Order, 'history' | 'cancellation'>) {
  const on = cancelledAt(order)
  const by = order.cancellation?.by === 'customer' ? 'by you' : order.cancellation?.by ? 'by Pebble' : ''
  const reason = order.cancellation?.by && order.cancellation.by !== 'customer' ? order.cancellation.reason : null
  return (
    <>
      <p className={styles.cancelledOn}>
        Cancelled{on ? ` on ${formatDate(on)}` : ''}
        {by ? ` ${by}` : ''}.
      </p>
      {reason && <p className={styles.sideText}>The reason: {reason}</p>}
    </>
  )
}

/** The one-line result right after a cancellation: what was refunded and what was kept. */
export function CancelledNotice({ ledger }: { ledger: OrderLedger }) {
  return (
    <p className={styles.notice} role="status">
      Your reservation is cancelled: {formatUSDCents(ledger.refunded)} refunded, {formatUSDCents(ledger.kept)} kept. We
      sent you an e-mail with the details.
    </p>
  )
}

/**
 * A cancelled order's money: when and by whom it was cancelled, each deposit's paid, refunded and
 * kept (the totals add up: paid = refunded + kept), and every refund with how it stands.
 */
export function CancellationSummary({
  order,
  ledger,
}: {
  order: Pick<Order, 'history' | 'cancellation'>
  ledger: OrderLedger
}) {
  return (
    <div className={styles.cancellation}>
      {cancelledLine(order)}
      {ledger.paid === 0 ? (
        <p className={styles.sideText}>No deposit was paid for this order: nothing was charged, nothing is due.</p>
      ) : (
        <table className={styles.breakdown}>
          <caption className="visually-hidden">What was paid, refunded and kept</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Deposit</span>
              </th>
              <th scope="col">Paid</th>
              <th scope="col">Refunded</th>
              <th scope="col">Kept</th>
            </tr>
          </thead>
          <tbody>
            {ledger.deposits.map((d) => (
              <tr key={d.kind}>
                <th scope="row">{DEPOSIT_LABEL[d.kind]}</th>
                <td>{formatUSDCents(d.paid)}</td>
                <td>{formatUSDCents(d.refunded)}</td>
                <td>{formatUSDCents(d.kept)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className={styles.totalRow}>
              <th scope="row">Total</th>
              <td>{formatUSDCents(ledger.paid)}</td>
              <td>{formatUSDCents(ledger.refunded)}</td>
              <td>{formatUSDCents(ledger.kept)}</td>
            </tr>
          </tfoot>
        </table>
      )}
      {ledger.refunds.length > 0 && (
        <ul className={styles.refunds} aria-label="Refunds">
          {ledger.refunds.map((r) => (
            <li key={r.id}>
              <span>
                {DEPOSIT_LABEL[r.kind]}: {formatUSDCents(r.amount)}
              </span>
              <span className={styles.when}>
                {r.via === 'bank' ? 'Returned by your bank' : REFUND_STATE[r.status]} · {formatDate(r.at)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {ledger.refunds.some((r) => r.status !== 'failed') && (
        <p className={styles.sideText}>Refunds to a card can take 5–10 business days to appear on your statement.</p>
      )}
    </div>
  )
}
