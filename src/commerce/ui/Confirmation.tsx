import Link from 'next/link'

import type { Order, Payment } from '@/payload-types'

import { orderLines } from '../orders/summary'
import { formatUSD, formatUSDCents } from '../pricing/money'
import { priceWithFee } from '../pricing/total'
import { ClearBuildState } from './ClearBuildState'
import styles from './Confirmation.module.css'

type Props = { order: Order; payment: Payment | null; customerName: string; nextSteps: string[] }

/** /build/payment-confirmation: the order number, what was ordered, what was paid and what happens next. */
export function Confirmation({ order, payment, customerName, nextSteps }: Props) {
  const paid = order.firstDeposit?.status === 'paid'
  const failed = !paid && payment?.status === 'failed'
  const pricing = { total: order.pricing?.total ?? 0, destinationFee: order.pricing?.destinationFee ?? 0 }
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        {paid ? (
          <>
            <ClearBuildState />
            <p className={styles.eyebrow}>Reservation confirmed</p>
            <h1 className={styles.title}>Thank you, {customerName.split(' ')[0]}. Your Pebble is reserved.</h1>
          </>
        ) : failed ? (
          <>
            <p className={styles.eyebrow}>Payment not completed</p>
            <h1 className={styles.title}>Your deposit has not been paid</h1>
            <p className={styles.alert} role="alert">
              {payment?.failureMessage ?? 'The payment did not go through.'} Your order is saved; pay the deposit to
              confirm it.
            </p>
          </>
        ) : (
          <>
            <meta httpEquiv="refresh" content="3" />
            <p className={styles.eyebrow}>Almost there</p>
            <h1 className={styles.title}>We are confirming your payment…</h1>
            <p className={styles.lead}>This page refreshes by itself in a few seconds.</p>
          </>
        )}

        <dl className={styles.facts}>
          <div>
            <dt>Order number</dt>
            <dd data-testid="order-number">{order.number}</dd>
          </div>
          <div>
            <dt>{paid ? 'Amount paid' : 'Deposit due'}</dt>
            <dd data-testid="amount-paid">{formatUSDCents(order.firstDeposit?.amount ?? 0)}</dd>
          </div>
          <div>
            <dt>Total price, with the fee</dt>
            <dd data-testid="total-with-fee">{formatUSD(priceWithFee(pricing))}</dd>
          </div>
        </dl>

        <h2 className={styles.subtitle}>Your configuration</h2>
        <dl className={styles.lines}>
          {orderLines(order).map((line) => (
            <div key={line.label}>
              <dt>{line.removed ? <s>{line.label}</s> : line.label}</dt>
              <dd>{line.amount}</dd>
            </div>
          ))}
          <div>
            <dt>Destination and documentation fee</dt>
            <dd>{formatUSD(pricing.destinationFee)}</dd>
          </div>
          <div className={styles.linesTotal}>
            <dt>Total price</dt>
            <dd>{formatUSD(priceWithFee(pricing))}</dd>
          </div>
        </dl>

        {paid && nextSteps.length > 0 && (
          <>
            <h2 className={styles.subtitle}>What happens next</h2>
            <ol className={styles.steps}>
              {nextSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </>
        )}

        <div className={styles.actions}>
          {failed && payment?.checkoutUrl ? (
            <a className={styles.primary} href={payment.checkoutUrl}>
              Try the payment again
            </a>
          ) : (
            <Link className={styles.primary} href="/customer-portal/order-history">
              See your order
            </Link>
          )}
          <Link className={styles.secondary} href="/">
            Back to pebble
          </Link>
        </div>
        {paid && <p className={styles.note}>A confirmation e-mail is on its way.</p>}
      </div>
    </div>
  )
}
