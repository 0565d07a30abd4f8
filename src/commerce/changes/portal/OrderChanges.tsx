import { payloadClient } from '@/db/payload'
import { portalPaths } from '@/kit/paths'
import { Card } from '@/kit/screen/Screen'
import type { Order } from '@/payload-types'

import { loadCommerceTerms } from '../../catalog/data'
import { formatUSD } from '../../pricing/money'
import { signedUSD } from '../mail'
import { changeAllowed, changeUntilPhrase, orderChangePolicy } from '../policy'
import styles from './OrderChanges.module.css'

const when = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

/**
 * On the order page: the price lock in words, "Change my Pebble" while the order's rule allows it,
 * and each change made so far (what, when, the price before and after).
 */
export async function OrderChanges({ order, changed }: { order: Order; changed?: boolean }) {
  if (order.status === 'cancelled') return null
  const terms = await loadCommerceTerms(await payloadClient())
  const policy = orderChangePolicy(order, terms.changeRules)
  const allowed = changeAllowed(policy, order.status)
  const changes = order.changes ?? []
  return (
    <Card title="Your price and changes" id="changes">
      {changed && (
        <p className={styles.notice} role="status">
          Your Pebble is changed. We sent you an e-mail with the new configuration and price.
        </p>
      )}
      <p className={styles.text}>
        Your price is locked at what your order was placed at. If you change something, only what you change is priced
        at today’s prices; your deposits stay paid and the difference is settled at the handover.
      </p>
      {allowed ? (
        <p className={styles.text}>
          You can change trim, colour and options {changeUntilPhrase(policy)}.{' '}
          <a className={styles.action} href={portalPaths.changeOrder(order.number)}>
            Change my Pebble
          </a>
        </p>
      ) : (
        <p className={styles.text}>The configuration of this order can no longer change.</p>
      )}
      {changes.length > 0 && (
        <ol className={styles.list} aria-label="Changes to this order">
          {changes.map((change) => (
            <li key={change.id ?? change.at}>
              <span className={styles.date}>{when(change.at)}</span>
              <span>
                {change.before} → <strong>{change.after}</strong>
              </span>
              <span className={styles.money}>
                {formatUSD(change.priceBefore)} → {formatUSD(change.priceAfter)} ({signedUSD(change.difference)})
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  )
}
