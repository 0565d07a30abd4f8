import Link from 'next/link'

import { requireCustomer } from '@/auth/session/current-customer'
import { DepositRefundNote } from '@/commerce/refunds/portal/DepositRefundNote'
import { SecondDepositPayment, settleSecondDepositOnReturn } from '@/commerce/second-deposit/SecondDepositPayment'

import { getCurrentOrder, getMyOrder } from '../data'
import { formatUSD } from '@/commerce/pricing/money'
import { formatDate } from '../format'
import { secondDepositView } from '../orders/progress'
import { portalPaths } from '@/kit/paths'
import { Badge, ButtonLink, Card, Screen } from '@/kit/screen/Screen'
import styles from './second-deposit.module.css'
import { balanceAtDelivery } from '@/commerce/orders/snapshot'

/** /customer-portal/second-deposit[?order=]: the second deposit of the named order or the current one — not due yet, due, or paid. */
export async function SecondDepositScreen({ orderNumber }: { orderNumber?: string } = {}) {
  const customer = await requireCustomer(portalPaths.secondDeposit)
  // The order a mailed link names, when it is this customer's; otherwise the current one.
  const read = async () =>
    (orderNumber ? await getMyOrder(customer, orderNumber) : null) ?? (await getCurrentOrder(customer))
  let order = await read()
  if (order && (await settleSecondDepositOnReturn(order, customer))) order = await read()
  if (!order) {
    return (
      <Screen eyebrow="Second deposit" title="Second deposit">
        <Card className={styles.card}>
          <p>The second deposit comes after you reserve a Pebble. You have no reservation yet.</p>
          <ButtonLink href="/build">Build your Pebble</ButtonLink>
        </Card>
      </Screen>
    )
  }
  const deposit = secondDepositView(order)
  return (
    <Screen
      eyebrow={`Order ${order.number}`}
      title="Second deposit"
      intro={
        <p>
          The second deposit confirms your build slot and locks your configuration.{' '}
          <DepositRefundNote order={order} kind="second" />
        </p>
      }
    >
      <div className={styles.layout}>
        <Card className={styles.card}>
          <div className={styles.state} data-state={deposit.kind}>
            {deposit.kind === 'not-due' && (
              <>
                <Badge tone="muted">Not due yet</Badge>
                <p className={styles.amount}>{formatUSD(deposit.amount)}</p>
                <p>
                  Nothing to pay now. We ask for the second deposit when your build slot is confirmed — about three
                  months before delivery — and e-mail you the day it is due
                  {deposit.dueDate ? <> (expected by {formatDate(deposit.dueDate)})</> : null}. You can also pay it
                  early.
                </p>
                <SecondDepositPayment order={order} customer={customer} />
              </>
            )}
            {deposit.kind === 'due' && (
              <>
                <Badge tone="attention">{deposit.failed ? 'Payment failed — still due' : 'Due now'}</Badge>
                <p className={styles.amount}>{formatUSD(deposit.amount)}</p>
                <p>
                  {deposit.dueDate ? (
                    <>
                      Please pay by <strong>{formatDate(deposit.dueDate)}</strong> to keep your build slot.
                    </>
                  ) : (
                    'Please pay soon to keep your build slot.'
                  )}
                  {deposit.failed && ' Your last payment did not go through; no money was taken.'}
                </p>
                <SecondDepositPayment order={order} customer={customer} />
              </>
            )}
            {deposit.kind === 'paid' && (
              <>
                <Badge tone="good">Paid</Badge>
                <p className={styles.amount}>{formatUSD(deposit.amount)}</p>
                <p>
                  {deposit.paidAt ? (
                    <>Paid on {formatDate(deposit.paidAt)}. Thank you — your configuration is locked.</>
                  ) : (
                    'Paid. Thank you — your configuration is locked.'
                  )}
                </p>
              </>
            )}
          </div>
        </Card>
        <Card title="Your payments">
          <dl className={styles.summary}>
            <div>
              <dt>Total price</dt>
              <dd>{formatUSD(order.pricing.total)}</dd>
            </div>
            <div>
              <dt>Destination and documentation fee</dt>
              <dd>{formatUSD(order.pricing.destinationFee)}</dd>
            </div>
            <div>
              <dt>First deposit</dt>
              <dd>
                {formatUSD(order.firstDeposit.amount)} · {order.firstDeposit.status === 'paid' ? 'paid' : 'unpaid'}
              </dd>
            </div>
            <div>
              <dt>Second deposit</dt>
              <dd>
                {formatUSD(order.secondDeposit.amount)} ·{' '}
                {deposit.kind === 'paid' ? 'paid' : deposit.kind === 'due' ? 'due' : 'not due yet'}
              </dd>
            </div>
            <div>
              <dt>Remaining at delivery</dt>
              <dd>{formatUSD(balanceAtDelivery(order))}</dd>
            </div>
          </dl>
          <p className={styles.more}>
            <Link href={portalPaths.order(order.number)}>See the full order</Link>
          </p>
        </Card>
      </div>
    </Screen>
  )
}
