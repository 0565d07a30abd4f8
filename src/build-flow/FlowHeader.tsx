'use client'

import Link from 'next/link'

import { useSiteStore } from '@/site/state/store'

import styles from './FlowHeader.module.css'
import { STEPS } from './steps'

/** Back (home from the first step, else the browser's back: the previous step) and the steps' progress. */
export function FlowHeader({ step }: { step: number }) {
  // The progress shows the store's step (set from the URL), so anything else on the page reads the same value.
  const currentStep = useSiteStore((s) => s.currentStep)
  return (
    <header className={styles.top}>
      {step === 0 ? (
        <Link href="/" className={styles.back}>
          <span aria-hidden="true">←</span> Pebble
        </Link>
      ) : (
        <button type="button" className={styles.back} onClick={() => window.history.back()}>
          <span aria-hidden="true">←</span> Back
        </button>
      )}
      <ol className={styles.progress} aria-label="Steps">
        {STEPS.map((s, i) => (
          <li
            key={s.id}
            data-state={i < currentStep ? 'done' : i === currentStep ? 'current' : 'todo'}
            aria-current={i === currentStep ? 'step' : undefined}
          >
            <span className={styles.progressDot} aria-hidden="true">
              {i + 1}
            </span>
            <span className={styles.progressLabel}>{s.title}</span>
          </li>
        ))}
      </ol>
    </header>
  )
}
