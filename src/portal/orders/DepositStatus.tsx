import type { Order } from '@/payload-types'

import { formatUSD } from '@/commerce/pricing/money'
import { formatDate } from '../format'
import { Badge, type Tone } from '@/kit/screen/Screen'
import styles from './orders.module.css'

type Deposit = Order['firstDeposit']

const VIEW: Record<Deposit['status'], { label: string; tone: Tone }> = {
  paid: { label: 'Paid', tone: 'good' },
  due: { label: 'Due', tone: 'attention' },
  failed: { label: 'Payment failed', tone: 'attention' },
  'not-due': { label: 'Not due yet', tone: 'muted' },
  refunded: { label: 'Refunded', tone: 'muted' },
}

/** A deposit's status as a badge with its date: paid on, due by. */
export function DepositStatus({ deposit }: { deposit: Deposit }) {
  const view = VIEW[deposit.status]
  const when =
    deposit.status === 'paid' && deposit.paidAt
      ? `on ${formatDate(deposit.paidAt)}`
      : (deposit.status === 'due' || deposit.status === 'failed') && deposit.dueDate
        ? `by ${formatDate(deposit.dueDate)}`
        : null
  return (
    <span className={styles.deposit}>
      <Badge tone={view.tone}>{view.label}</Badge>
      {when && <span className={styles.when}>{when}</span>}
      <span className="visually-hidden"> ({formatUSD(deposit.amount)})</span>
    </span>
  )
}
