import type { DefaultServerCellComponentProps } from 'payload'

import { newestLine, windowIn, windowWords } from '../line'

/** The orders list's "Delivery window" column: the window and the place in line, from the last recompute. */
export async function WindowCell({ payload, rowData }: DefaultServerCellComponentProps) {
  const line = await newestLine(payload)
  const spot = line && typeof rowData?.id === 'number' ? windowIn(line, rowData.id) : null
  if (!line || !spot) return <span>—</span>
  return (
    <span>
      {windowWords(line, spot.month)} · #{spot.place} of {spot.of}
    </span>
  )
}
