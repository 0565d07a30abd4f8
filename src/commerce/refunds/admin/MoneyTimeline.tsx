'use client'

import type { TimelineEntry } from './money-view'
import { moment } from '../words'
import styles from './OrderMoney.module.css'

const TONE = { default: undefined, success: styles.toneSuccess, error: styles.toneError }

/** Every money action and status change of the order, newest first, each at the moment it happened. */
export function MoneyTimeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <section aria-label="Timeline">
      <h4>Timeline</h4>
      <ol className={styles.timeline}>
        {entries.map((entry, i) => (
          <li key={i} className={TONE[entry.tone]}>
            <time dateTime={entry.at}>{moment(entry.at)}</time>
            <span>{entry.title}</span>
            {entry.detail && <span className={styles.muted}>{entry.detail}</span>}
          </li>
        ))}
      </ol>
    </section>
  )
}
