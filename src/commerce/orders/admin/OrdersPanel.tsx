import type { Payload, SanitizedPermissions, TypedUser } from 'payload'

import { formatUSD } from '@/commerce/pricing/money'
import { sitePaths } from '@/kit/paths'

import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '../statuses'
import { ORDERS_EXPORT_PATH } from './export'
import { ordersListSearch } from './filters'
import styles from './OrdersPanel.module.css'
import { summarizeMoney } from '../../refunds/summary'
import { summarizeOrders } from './summary'

const ORDERS_LIST = '/admin/collections/orders'

type Props = {
  payload: Payload
  user: TypedUser | null
  permissions?: SanitizedPermissions
}

/** The dashboard's orders panel: counts by status and deposit totals, for staff who may read orders. */
export async function OrdersPanel({ payload, user, permissions }: Props) {
  if (!user || !permissions?.collections?.orders?.read) return null
  const [summary, money] = await Promise.all([summarizeOrders(payload, user), summarizeMoney(payload, user)])

  return (
    <section className={styles.panel} aria-labelledby="orders-panel-title">
      <div className={styles.head}>
        <h2 id="orders-panel-title">Orders</h2>
        <p className={styles.downloads}>
          <a href={ORDERS_EXPORT_PATH}>Download orders (CSV)</a>
          <a href={sitePaths.subscribersExport}>Download subscribers (CSV)</a>
        </p>
      </div>
      <ul className={styles.counts}>
        <li>
          <a href={ORDERS_LIST}>
            <strong>{summary.total}</strong> All orders
          </a>
        </li>
        {ORDER_STATUSES.map((status) => (
          <li key={status}>
            <a href={`${ORDERS_LIST}${ordersListSearch({ status })}`}>
              <strong>{summary.byStatus[status]}</strong> {ORDER_STATUS_LABELS[status]}
            </a>
          </li>
        ))}
      </ul>
      <dl className={styles.deposits}>
        {[
          // From the payments themselves, refunded ones included: the two add up to "Received" below.
          { label: 'First deposits received', totals: money.receivedBy.first, filter: 'first:paid' as const },
          { label: 'Second deposits received', totals: money.receivedBy.second, filter: 'second:paid' as const },
          { label: 'First deposits due', totals: summary.due.first, filter: 'first:due' as const },
          { label: 'Second deposits due', totals: summary.due.second, filter: 'second:due' as const },
        ].map(({ label, totals, filter }) => (
          <div key={label}>
            <dt>
              <a href={`${ORDERS_LIST}${ordersListSearch({ deposit: filter })}`}>{label}</a>
            </dt>
            <dd>
              {formatUSD(totals.cents)} <span>from {totals.count}</span>
            </dd>
          </div>
        ))}
        {[
          { label: 'Called second deposits due', totals: summary.call.due },
          { label: 'Called second deposits overdue', totals: summary.call.overdue },
          { label: 'Called second deposits paid', totals: summary.call.paid },
        ].map(({ label, totals }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              {formatUSD(totals.cents)} <span>from {totals.count}</span>
            </dd>
          </div>
        ))}
        <div>
          <dt>
            <a href={`${ORDERS_LIST}${ordersListSearch({ status: 'reserved' })}`}>Checkouts not finished</a>
          </dt>
          <dd>
            {summary.checkoutsNotFinished.count} <span>reservations never paid (not counted as due)</span>
          </dd>
        </div>
        <div>
          <dt>Failed deposit payments</dt>
          <dd>{summary.failed}</dd>
        </div>
      </dl>
      <dl className={styles.deposits} aria-label="Money">
        <div>
          <dt>Received</dt>
          <dd>
            {formatUSD(money.received)} <span>first + second deposits</span>
          </dd>
        </div>
        <div>
          <dt>Refunded</dt>
          <dd>
            {formatUSD(money.refunded)}
            {money.pendingRefunds > 0 && <span> {money.pendingRefunds} in flight</span>}
          </dd>
        </div>
        <div>
          <dt>Net</dt>
          <dd>{formatUSD(money.net)}</dd>
        </div>
        <div>
          <dt>
            <a href={`${ORDERS_LIST}?where[disputed][equals]=true`}>Disputed</a>
          </dt>
          <dd>
            {formatUSD(money.disputed.cents)} <span>in {money.disputed.count} open</span>
          </dd>
        </div>
      </dl>
    </section>
  )
}
