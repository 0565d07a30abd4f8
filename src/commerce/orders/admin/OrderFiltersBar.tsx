import type { Payload } from 'payload'

import { trimChoices } from '../../second-deposit/data'
import { ORDERS_EXPORT_PATH } from './export'
import { OrderFilters } from './OrderFilters'

/** The orders list's one filter set, with the trims to choose from. */
export async function OrderFiltersBar({ payload }: { payload: Payload }) {
  const trims = await trimChoices(payload)
  return (
    <OrderFilters
      exportPath={ORDERS_EXPORT_PATH}
      trims={trims.map((t) => ({ uid: String(t.uid), label: String(t.label) }))}
    />
  )
}
