import type { Payload } from 'payload'

import { newestLine } from '../line'
import { monthLabel } from '../months'
import { planFill } from './fill'
import { ordersListOf } from './links'
import styles from './PlanFill.module.css'

/**
 * Above the orders list: the orders whose delivery window starts in a planned month, one link per
 * month (so the second deposit can be called for everyone whose window starts in March).
 */
export async function WindowFilter({ payload }: { payload: Payload }) {
  const line = await newestLine(payload)
  if (!line) return null
  const months = planFill(line).months.filter((fill) => fill.orderIds.length > 0)
  if (months.length === 0) return null
  return (
    <nav className={styles.filter} aria-label="Orders by delivery window">
      <span>Window starts in:</span>
      {months.map((fill) => (
        <a key={fill.month} href={ordersListOf(fill.orderIds)}>
          {monthLabel(fill.month)} ({fill.orderIds.length})
        </a>
      ))}
    </nav>
  )
}
