'use client'

import { Button, Pill } from '@payloadcms/ui'

import type { PaymentLine } from './money-view'
import { moment } from '../words'
import styles from './OrderMoney.module.css'
import { dollars } from './staff-request'

/** The order's paid deposits in dollars: refunded, in flight, and the most that may still be refunded. */
export function PaymentsTable({
  payments,
  canRefund,
  picked,
  onPick,
}: {
  payments: PaymentLine[]
  canRefund: boolean
  picked: number | null
  onPick: (id: number) => void
}) {
  if (!payments.length) return <p className={styles.muted}>Nothing has been paid on this order yet.</p>
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption>Payments</caption>
        <thead>
          <tr>
            <th scope="col">Deposit</th>
            <th scope="col">Paid</th>
            <th scope="col">Card</th>
            <th scope="col">Refunded</th>
            <th scope="col">May still be refunded</th>
            {canRefund && <th scope="col">{'\u00a0'}</th>}
          </tr>
        </thead>
        <tbody>
          {payments.map((p) => (
            <tr key={p.id} aria-selected={picked === p.id || undefined}>
              <th scope="row">
                {p.label}{' '}
                {p.disputed && (
                  <Pill pillStyle="error" size="small">
                    Disputed
                  </Pill>
                )}
              </th>
              <td data-label="Paid">
                <span>
                  {dollars(p.amount)}
                  {p.paidAt && <span className={styles.muted}> on {moment(p.paidAt)}</span>}
                </span>
              </td>
              <td data-label="Card">{p.card ?? '—'}</td>
              <td data-label="Refunded">
                <span>
                  {dollars(p.refunded)}
                  {p.inFlight > 0 && <span className={styles.muted}> (+{dollars(p.inFlight)} in flight)</span>}
                </span>
              </td>
              <td data-label="May still be refunded">{dollars(p.refundableLeft)}</td>
              {canRefund && (
                <td className={styles.action}>
                  <Button
                    buttonStyle="secondary"
                    size="small"
                    margin={false}
                    disabled={p.refundableLeft === 0}
                    onClick={() => onPick(p.id)}
                    aria-label={`Refund the ${p.label.toLowerCase()}`}
                  >
                    Refund…
                  </Button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
