import type { DefaultServerCellComponentProps } from 'payload'

import { formatUSDCents } from '@/commerce/pricing/money'

import { refundedOfOrder } from '../data'

/** What was refunded of the order's payments (a server cell: the payments are read for the row). */
export async function RefundedCell({ rowData, payload }: DefaultServerCellComponentProps) {
  const refunded = await refundedOfOrder(payload, Number(rowData.id))
  return <span>{refunded ? formatUSDCents(refunded) : '—'}</span>
}
