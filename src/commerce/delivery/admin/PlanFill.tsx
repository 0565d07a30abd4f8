import type { Payload, SanitizedPermissions, TypedUser } from 'payload'

import { trimLabels } from '../data'
import { newestLine } from '../line'
import { monthLabel } from '../months'
import { planFill } from './fill'
import { ordersListOf } from './links'
import styles from './PlanFill.module.css'

const PLAN_EDIT = '/admin/globals/production-plan'

type Props = { payload: Payload; user: TypedUser | null; permissions?: SanitizedPermissions }

/**
 * The launch panel's production plan: for each planned month, how many reservations it holds
 * against the plan's capacity per trim (and how many wait past the plan), as of the last
 * recompute. A month links to its orders, e.g. to call their second deposit.
 */
export async function PlanFill({ payload, user, permissions }: Props) {
  if (!user || !permissions?.collections?.orders?.read) return null
  const line = await newestLine(payload)
  if (!line) return null
  const [{ months, beyond }, labels] = [planFill(line), await trimLabels(payload)]
  const trims = Object.keys(labels)
  return (
    <section className={styles.panel} aria-labelledby="plan-fill-title">
      <div className={styles.head}>
        <h2 id="plan-fill-title">Reservations against the production plan</h2>
        <a href={PLAN_EDIT}>Edit the plan</a>
      </div>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Month</th>
              {trims.map((trim) => (
                <th scope="col" key={trim}>
                  {labels[trim]}
                </th>
              ))}
              <th scope="col">Orders</th>
            </tr>
          </thead>
          <tbody>
            {months.map((fill) => (
              <tr key={fill.month}>
                <th scope="row">{monthLabel(fill.month)}</th>
                {trims.map((trim) => {
                  const slot = fill.trims[trim]
                  return (
                    <td key={trim} data-full={slot ? slot.held >= slot.capacity : undefined}>
                      {slot ? `${slot.held} / ${slot.capacity}` : '—'}
                    </td>
                  )
                })}
                <td>
                  {fill.orderIds.length > 0 ? <a href={ordersListOf(fill.orderIds)}>{fill.orderIds.length}</a> : 0}
                </td>
              </tr>
            ))}
            <tr>
              <th scope="row">{line.lastMonth ? `After ${monthLabel(line.lastMonth)}` : 'Not planned'}</th>
              {trims.map((trim) => (
                <td key={trim}>{beyond[trim] ?? 0}</td>
              ))}
              <td>{Object.values(beyond).reduce((sum, n) => sum + n, 0)}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p className={styles.note}>
        Held / capacity per trim, as of {new Date(line.takenAt).toUTCString()}. Windows are {line.windowMonths} month
        {line.windowMonths === 1 ? '' : 's'} long.
      </p>
    </section>
  )
}
