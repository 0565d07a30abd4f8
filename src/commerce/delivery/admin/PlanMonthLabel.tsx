'use client'

import { useRowLabel } from '@payloadcms/ui'

type Row = { month?: string; capacity?: { trim?: string; units?: number }[] }

/** A plan month's row in the admin, folded: "2027-03 · essential 40, adventure 30". */
export function PlanMonthLabel() {
  const { data, rowNumber } = useRowLabel<Row>()
  const units = (data?.capacity ?? [])
    .filter((c) => c.trim)
    .map((c) => `${c.trim} ${c.units ?? 0}`)
    .join(', ')
  return (
    <span>
      {data?.month || `Month ${(rowNumber ?? 0) + 1}`}
      {units ? ` · ${units}` : ''}
    </span>
  )
}
