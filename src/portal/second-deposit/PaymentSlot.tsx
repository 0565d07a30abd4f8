import Link from 'next/link'

import type { Order } from '@/payload-types'

import { formatUsd } from '../format'
import { portalPaths } from '../routes'
import styles from './second-deposit.module.css'

/**
 * SECOND-DEPOSIT PAYMENT SLOT — the one place the "Pay $2,500" control goes. The commerce
 * feature's pay button (its `paySecondDeposit` server action) replaces the body of this
 * component and receives the order. Until then, customers are told how to pay through the team.
 */
export function SecondDepositPaymentSlot({ order }: { order: Pick<Order, 'id' | 'number' | 'secondDeposit'> }) {
  return (
    <div className={styles.payFallback} data-slot="second-deposit-payment" data-order={order.number}>
      <p>
        Card payment of {formatUsd(order.secondDeposit.amount)} for order {order.number} is handled by the owner team for now:{' '}
        <Link href={portalPaths.contact}>send us a message</Link> and we will call you to take it.
      </p>
    </div>
  )
}
