import type { OrderLedger } from '@/commerce/refunds/ledger'
import type { Order } from '@/payload-types'

import { formatUSD } from '@/commerce/pricing/money'
import { Badge } from '@/kit/screen/Screen'
import { depositView } from './money-view'
import styles from './orders.module.css'

/** A deposit's state as a badge with what goes with it: paid on, due by, refunded (how much, when). */
export function DepositStatus({
  order,
  kind,
  ledger,
}: {
  order: Pick<Order, 'status' | 'firstDeposit' | 'secondDeposit'>
  kind: 'first' | 'second'
  ledger: OrderLedger | null
}) {
  const deposit = kind === 'first' ? order.firstDeposit : order.secondDeposit
  const view = depositView(order, deposit, kind, ledger)
  return (
    <span className={styles.deposit}>
      <Badge tone={view.tone}>{view.label}</Badge>
      {view.detail && <span className={styles.when}>{view.detail}</span>}
      <span className="visually-hidden"> ({formatUSD(deposit.amount)})</span>
    </span>
  )
}
