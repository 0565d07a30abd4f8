import { Pill } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

import { formatUSD } from '@/commerce/pricing/money'
import type { Order } from '@/payload-types'

import type { DepositStatus } from '../statuses'

const WORDS: Record<DepositStatus, string> = {
  'not-due': 'not due',
  due: 'due',
  paid: 'paid',
  failed: 'failed',
  refunded: 'refunded',
}

/** The order's total price in dollars. */
export function TotalCell({ rowData }: DefaultCellComponentProps) {
  const total = (rowData as Partial<Order>).pricing?.total
  return <span>{typeof total === 'number' ? formatUSD(total) : '—'}</span>
}

/** Both deposits in words: "1st paid · 2nd not due". */
export function DepositsCell({ rowData }: DefaultCellComponentProps) {
  const order = rowData as Partial<Order>
  const first = order.firstDeposit?.status
  const second = order.secondDeposit?.status
  return (
    <span>
      {first ? `1st ${WORDS[first]}` : '—'}
      {second ? ` · 2nd ${WORDS[second]}` : ''}
    </span>
  )
}

/** An order under an open dispute stands out in the list; the others show nothing. */
export function DisputedCell({ cellData }: DefaultCellComponentProps) {
  return cellData ? (
    <Pill pillStyle="error" size="small">
      Disputed
    </Pill>
  ) : null
}
