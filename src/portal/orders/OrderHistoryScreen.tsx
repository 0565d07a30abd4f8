import Link from 'next/link'

import { requireCustomer } from '@/auth/session/current-customer'

import { ledgersOfMyOrders, listMyOrders } from '../data'
import { formatUSD } from '@/commerce/pricing/money'
import { priceWithFee } from '@/commerce/pricing/total'
import { configurationSummary, formatDate } from '../format'
import { portalPaths } from '@/kit/paths'
import { ButtonLink, Card, Screen } from '@/kit/screen/Screen'
import { DepositStatus } from './DepositStatus'
import styles from './orders.module.css'
import { OrderStatusBadge } from './OrderStatusBadge'

/** /customer-portal/order-history: every order of the customer, newest first. */
export async function OrderHistoryScreen() {
  const customer = await requireCustomer(portalPaths.orderHistory)
  const orders = await listMyOrders(customer)
  const ledgers = await ledgersOfMyOrders(orders)
  return (
    <Screen
      eyebrow="Orders"
      title="Your orders"
      intro={<p>Each reservation with its configuration, price and deposits. Open one for the full breakdown.</p>}
    >
      {orders.length === 0 ? (
        <Card>
          <p className={styles.emptyText}>
            You have no orders yet. Configure your Pebble and reserve it with a $250 deposit.
          </p>
          <ButtonLink href="/build">Build your Pebble</ButtonLink>
        </Card>
      ) : (
        <ul className={styles.list} aria-label="Orders">
          {orders.map((order) => (
            <li key={order.id}>
              <article className={styles.orderCard} aria-labelledby={`order-${order.number}`}>
                <div className={styles.orderHead}>
                  <div>
                    <h2 id={`order-${order.number}`} className={styles.orderNumber}>
                      <Link href={portalPaths.order(order.number)} className={styles.stretched}>
                        Order {order.number}
                      </Link>
                    </h2>
                    <p className={styles.orderDate}>Placed {formatDate(order.createdAt)}</p>
                  </div>
                  <OrderStatusBadge order={order} />
                </div>
                <p className={styles.summary}>{configurationSummary(order)}</p>
                <dl className={styles.figures}>
                  <div>
                    <dt>Total, with the fee</dt>
                    <dd className={styles.total}>{formatUSD(priceWithFee(order.pricing))}</dd>
                  </div>
                  <div>
                    <dt>First deposit · {formatUSD(order.firstDeposit.amount)}</dt>
                    <dd>
                      <DepositStatus order={order} kind="first" ledger={ledgers.get(order.id) ?? null} />
                    </dd>
                  </div>
                  <div>
                    <dt>Second deposit · {formatUSD(order.secondDeposit.amount)}</dt>
                    <dd>
                      <DepositStatus order={order} kind="second" ledger={ledgers.get(order.id) ?? null} />
                    </dd>
                  </div>
                </dl>
                <span className={styles.more} aria-hidden="true">
                  View details →
                </span>
              </article>
            </li>
          ))}
        </ul>
      )}
    </Screen>
  )
}
