'use client'

import { useEffect, useRef, useState } from 'react'

import type { LaunchFigures } from '../figures'
import styles from './LaunchPanel.module.css'

const EVERY_MS = 5_000

type Shown = { now: LaunchFigures; perMinute: Record<keyof LaunchFigures['counters'], number> | null }

/** Per-minute rates of the counters between two readings of the same instance. */
function rates(before: LaunchFigures | null, now: LaunchFigures): Shown['perMinute'] {
  if (!before || before.instance !== now.instance) return null
  const minutes = (Date.parse(now.at) - Date.parse(before.at)) / 60_000
  if (minutes <= 0) return null
  const keys = Object.keys(now.counters) as (keyof LaunchFigures['counters'])[]
  return Object.fromEntries(
    keys.map((k) => [k, Math.max(0, (now.counters[k] - before.counters[k]) / minutes)]),
  ) as Shown['perMinute']
}

const rounded = (n: number) => (n >= 10 ? Math.round(n).toString() : n.toFixed(1))

/**
 * The dashboard's launch panel: the key figures of the instance that answers, every 5 s, for
 * staff (anyone else's request is refused and the panel stays away). The full picture across
 * instances is Prometheus's (docs/operations.md).
 */
export function LaunchPanel() {
  const [shown, setShown] = useState<Shown | null>(null)
  const [refused, setRefused] = useState(false)
  const [stale, setStale] = useState(false)
  const last = useRef<LaunchFigures | null>(null)

  useEffect(() => {
    let stopped = false
    const read = async () => {
      try {
        const res = await fetch('/api/launch-figures', { cache: 'no-store' })
        if (res.status === 401 || res.status === 403) return setRefused(true)
        if (!res.ok) throw new Error(String(res.status))
        const now = (await res.json()) as LaunchFigures
        if (stopped) return
        setShown({ now, perMinute: rates(last.current, now) })
        setStale(false)
        last.current = now
      } catch {
        if (!stopped) setStale(true)
      }
    }
    void read()
    const timer = setInterval(read, EVERY_MS)
    return () => {
      stopped = true
      clearInterval(timer)
    }
  }, [])

  if (refused) return null
  const now = shown?.now
  // A rate needs two readings of one instance, EVERY_MS apart: until then it says so.
  const rate = (key: keyof LaunchFigures['counters']) =>
    shown?.perMinute ? rounded(shown.perMinute[key]) : 'collecting…'
  const tiles: { label: string; value: string; warn?: boolean }[] = now
    ? [
        { label: 'Reservations / min', value: rate('reservations') },
        { label: 'Deposits paid / min', value: rate('depositsPaid') },
        {
          label: 'Reservation errors / min',
          value: rate('reservationErrors'),
          warn: (shown?.perMinute?.reservationErrors ?? 0) > 0,
        },
        { label: 'Requests / min', value: rate('requests') },
        { label: '5xx / min', value: rate('serverErrors'), warn: (shown?.perMinute?.serverErrors ?? 0) > 0 },
        {
          label: 'Waiting in line',
          value: String(now.gauges.admissionWaiting),
          warn: now.gauges.admissionWaiting > 50,
        },
        { label: 'Being worked on', value: String(now.gauges.admissionActive) },
        {
          label: 'Refused / min',
          value: rate('admissionRefusals'),
          warn: (shown?.perMinute?.admissionRefusals ?? 0) > 60,
        },
        {
          label: 'Event-loop lag p99',
          value: `${now.gauges.eventLoopLagP99Ms} ms`,
          warn: now.gauges.eventLoopLagP99Ms > 200,
        },
        { label: 'Heap used', value: `${now.gauges.heapUsedMb} MB` },
        { label: 'Waiting for the database', value: String(now.gauges.dbWaiting), warn: now.gauges.dbWaiting > 0 },
        { label: 'Mail failed (total)', value: String(now.counters.mailFailed), warn: now.counters.mailFailed > 0 },
        {
          label: 'Jobs queued / failed',
          value: `${now.gauges.jobsQueued} / ${now.gauges.jobsFailed}`,
          warn: now.gauges.jobsFailed > 0,
        },
      ]
    : []

  return (
    <section className={styles.panel} aria-labelledby="launch-panel-title" aria-live="polite">
      <div className={styles.head}>
        <h2 id="launch-panel-title">Launch</h2>
        <p className={styles.meta}>
          {now
            ? `Instance ${now.instance} · updated ${new Date(now.at).toLocaleTimeString()}${stale ? ' · not answering' : ''}${
                shown?.perMinute ? '' : ` · rates need a second reading (${EVERY_MS / 1000} s)`
              }`
            : stale
              ? 'The figures are not answering.'
              : 'Reading the figures…'}
        </p>
      </div>
      {now && (
        <dl className={styles.tiles}>
          {tiles.map(({ label, value, warn }) => (
            <div key={label} className={warn ? styles.warn : undefined}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  )
}
