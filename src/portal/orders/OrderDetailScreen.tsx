import { notFound } from 'next/navigation'

import { requireCustomer } from '@/auth/session/current-customer'

import { OrderChanges } from '@/commerce/changes/portal/OrderChanges'
import { HandoverBooking } from '@/commerce/handover/portal/HandoverBooking'

import { getMyOrder, ledgersOfMyOrders } from '../data'
import { formatUSD } from '@/commerce/pricing/money'
import { formatDate } from '../format'
import { portalPaths } from '@/kit/paths'
import { ButtonLink, Card, Screen } from '@/kit/screen/Screen'
import { deliveryWindowView } from '@/commerce/delivery/portal-view'
import { changeRulesNow } from '@/commerce/changes/portal/change-view'
import { payloadClient } from '@/db/payload'
import { CancellationSummary, CancelledNotice } from './CancellationSummary'
import { DeliveryWindow } from './DeliveryWindow'
import { withExpectedDelivery } from './expected-delivery'
import { DepositStatus } from './DepositStatus'
import styles from './orders.module.css'
import { OrderStatusBadge } from './OrderStatusBadge'
import { PriceBreakdown } from './PriceBreakdown'
import { nextStepText, orderTimeline } from './progress'
import { Timeline } from './Timeline'

const ORDER_NUMBER = /^[A-Za-z0-9-]{1,40}$/

/** /customer-portal/order-history/{number}: one order in full. Another customer's number is a 404, like a missing one. */
export async function OrderDetailScreen({
  number,
  cancelled,
  changed,
  booked,
}: {
  number: string
  cancelled?: boolean
  changed?: boolean
  booked?: boolean
}) {
  const customer = await requireCustomer(portalPaths.order(number))
  const order = ORDER_NUMBER.test(number) ? await getMyOrder(customer, number) : null
  if (!order) notFound()
  const isCancelled = order.status === 'cancelled'
  const [delivery, changeRules] = await Promise.all([
    deliveryWindowView(await payloadClient(), order),
    changeRulesNow(),
  ])
  const secondDue = !isCancelled && (order.secondDeposit.status === 'due' || order.secondDeposit.status === 'failed')
  const ledger = (await ledgersOfMyOrders([order])).get(order.id) ?? null
  return (
    <Screen
      eyebrow={`Placed ${formatDate(order.createdAt)}`}
      title={`Order ${order.number}`}
      back={{ href: portalPaths.orderHistory, label: 'All orders' }}
      aside={<OrderStatusBadge order={order} />}
    >
      {cancelled && isCancelled && ledger && <CancelledNotice ledger={ledger} />}
      <div className={styles.detail}>
        <div className={styles.detailMain}>
          <Card title="Progress" id="progress">
            <Timeline steps={withExpectedDelivery(orderTimeline(order, changeRules), delivery)} />
            <p className={styles.next}>{nextStepText(order)}</p>
          </Card>
          <DeliveryWindow view={delivery} />
          {isCancelled && ledger && (
            <Card title="Cancellation" id="cancellation">
              <CancellationSummary order={order} ledger={ledger} />
            </Card>
          )}
          <Card title="Configuration and price" id="price">
            <PriceBreakdown order={order} ledger={ledger} />
          </Card>
          <HandoverBooking order={order} booked={booked} />
          <OrderChanges order={order} changed={changed} />
        </div>
        <div className={styles.detailSide}>
          <Card title="Deposits" id="deposits">
            <dl className={styles.deposits}>
              <div>
                <dt>First deposit</dt>
                <dd>
                  <span className={styles.amount}>{formatUSD(order.firstDeposit.amount)}</span>
                  <DepositStatus order={order} kind="first" ledger={ledger} />
                </dd>
              </div>
              <div>
                <dt>Second deposit</dt>
                <dd>
                  <span className={styles.amount}>{formatUSD(order.secondDeposit.amount)}</span>
                  <DepositStatus order={order} kind="second" ledger={ledger} />
                </dd>
              </div>
            </dl>
            {secondDue && (
              <div className={styles.cta}>
                <ButtonLink href={portalPaths.secondDeposit}>Pay the second deposit</ButtonLink>
              </div>
            )}
          </Card>
          <Card title="Need a hand?">
            <p className={styles.sideText}>
              Questions about this order? Write to us and pick it as the related order — it reaches the right person
              faster.
            </p>
            <ButtonLink href={portalPaths.contact} variant="secondary">
              Contact the owner team
            </ButtonLink>
            {order.status !== 'cancelled' && order.status !== 'delivered' && (
              <p className={styles.sideAction}>
                <a className={styles.cancelLink} href={portalPaths.cancelOrder(order.number)}>
                  Cancel reservation
                </a>
              </p>
            )}
          </Card>
        </div>
      </div>
    </Screen>
  )
}
