import type { DefaultCellComponentProps } from 'payload'

import { formatUSDCents } from './money'

/** A list cell showing an amount kept in US cents as dollars ($2,500.00), as everywhere staff read money. */
export function DollarsCell({ cellData }: DefaultCellComponentProps) {
  return <span>{typeof cellData === 'number' ? formatUSDCents(cellData) : '—'}</span>
}
