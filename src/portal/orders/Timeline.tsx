import { formatDate } from '../format'
import type { TimelineStep } from './progress'
import styles from './orders.module.css'

const STATE_TEXT = { done: 'Done', current: 'In progress', upcoming: 'Upcoming' } as const

/** The order's milestones as an ordered list; the current one is marked with aria-current="step". */
export function Timeline({ steps }: { steps: TimelineStep[] }) {
  return (
    <div className={styles.timelineBox}>
      <ol className={styles.timeline} aria-label="Order progress">
        {steps.map((step) => (
          <li
            key={step.key}
            className={styles.step}
            data-state={step.state}
            data-ended={step.key === 'cancelled' || undefined}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.stepLabel}>{step.label}</span>
            <span className={styles.stepMeta}>
              {step.note ?? STATE_TEXT[step.state]}
              {step.date ? ` · ${formatDate(step.date)}` : ''}
            </span>
          </li>
        ))}
      </ol>
    </div>
  )
}
