'use client'

import { type RefObject, useEffect, useRef, useState } from 'react'

import { formatUSD } from '@/commerce/pricing/money'

import styles from './StickyBar.module.css'
import { Dialog } from './Dialog'

type Props = {
  firstDeposit: number
  refundPolicy: string
  depositRefundable: boolean
  total: number
  label: string
  form?: string
  onNext: () => void
  busy: boolean
}

/**
 * The page keeps the bar's height clear at the bottom when it scrolls something into view (a
 * control reached by Tab, a field's error), so nothing focused ends up under the bar (WCAG
 * 2.4.11). The CSS reserves the height the bar has at first (StickyBar.module.css); this follows
 * it when it grows, with larger text or a wrapped label.
 */
function useReservedHeight(ref: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const bar = ref.current
    if (!bar || typeof ResizeObserver === 'undefined') return
    const root = document.documentElement
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--sticky-bar-height', `${Math.ceil(bar.getBoundingClientRect().height)}px`),
    )
    observer.observe(bar)
    return () => {
      observer.disconnect()
      root.style.removeProperty('--sticky-bar-height')
    }
  }, [ref])
}

/** Always in view: the amount due today (the first deposit, refundable or not as the policy says), and the button naming the next step. */
export function StickyBar({ firstDeposit, refundPolicy, depositRefundable, total, label, form, onNext, busy }: Props) {
  const [policyOpen, setPolicyOpen] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  useReservedHeight(ref)
  return (
    <div ref={ref} className={styles.bar} role="region" aria-label="Order total">
      <div className={styles.barInner}>
        <div className={styles.barDue}>
          <span className={styles.barLabel}>
            Amount due today
            <button
              type="button"
              className={styles.infoButton}
              onClick={() => setPolicyOpen(true)}
              aria-label="About the deposit and refunds"
            >
              i
            </button>
          </span>
          <strong className={styles.barAmount}>{formatUSD(firstDeposit)}</strong>
          <span className={styles.barNote}>
            <span className={styles.barNoteLong}>
              {depositRefundable ? 'Refundable deposit' : 'Non-refundable deposit'} ·{' '}
            </span>
            Total {formatUSD(total)}
          </span>
        </div>
        <button
          type={form ? 'submit' : 'button'}
          form={form}
          className={styles.primaryButton}
          onClick={form ? undefined : onNext}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? 'Please wait…' : label}
        </button>
      </div>
      <Dialog open={policyOpen} onClose={() => setPolicyOpen(false)} title="Deposits and refunds">
        <p>{refundPolicy}</p>
      </Dialog>
    </div>
  )
}
