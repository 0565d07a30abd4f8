import { balanceAtDelivery } from '@/commerce/orders/snapshot'
import type { OrderLedger } from '@/commerce/refunds/ledger'
import type { Order } from '@/payload-types'

import { formatDelta, formatUSD } from '@/commerce/pricing/money'
import { priceWithFee } from '@/commerce/pricing/total'
import styles from './orders.module.css'

/** The configuration and its prices as they were when the order was placed; the lines and the fee add up to the total. */
export function PriceBreakdown({ order, ledger }: { order: Order; ledger: OrderLedger | null }) {
  const { configuration: c, pricing } = order
  // A deposit refunded in part or in full (the order going on) is owed again at delivery.
  const refunded = ledger?.refunded ?? 0
  const deposits = order.firstDeposit.amount + order.secondDeposit.amount - refunded
  return (
    <table className={styles.breakdown}>
      <caption className="visually-hidden">Price breakdown</caption>
      <tbody>
        <tr>
          <th scope="row">Pebble One {c.trim.label}</th>
          <td>{formatUSD(pricing.trim)}</td>
        </tr>
        <tr>
          <th scope="row">Color: {c.color.name}</th>
          <td>{formatDelta(pricing.color)}</td>
        </tr>
        {(c.options ?? []).map((option) => (
          <tr key={option.uid} data-change={option.change}>
            <th scope="row">
              {option.change === 'removed' ? <s>{option.name}</s> : option.name}
              {option.category && <span className={styles.category}> · {option.category}</span>}
              {option.change === 'removed' && <span className="visually-hidden"> (removed)</span>}
            </th>
            <td>{formatDelta(option.priceDelta)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className={styles.feeRow}>
          <th scope="row">Destination and documentation fee</th>
          <td>{formatUSD(pricing.destinationFee)}</td>
        </tr>
        <tr className={styles.totalRow}>
          <th scope="row">Total price</th>
          <td>{formatUSD(priceWithFee(pricing))}</td>
        </tr>
        {/* A cancelled order has no balance: its deposits are in the cancellation's summary. */}
        {order.status !== 'cancelled' && (
          <>
            <tr>
              <th scope="row">Deposits (first + second){refunded > 0 ? ', less refunds' : ''}</th>
              <td>−{formatUSD(deposits)}</td>
            </tr>
            <tr>
              <th scope="row">Remaining at delivery</th>
              <td>{formatUSD(balanceAtDelivery(order) + refunded)}</td>
            </tr>
          </>
        )}
      </tfoot>
    </table>
  )
}
