'use client'

import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'

import styles from './styles.module.css'

type Point = {
  title: string
  /** Which media layer this point shows (0 = the main image). */
  layer: number
  /** Optional marker on the main image, in percent. */
  marker: { x: number; y: number } | null
}

type Props = {
  /** Name of the tab list (the block's title). */
  label: string
  points: Point[]
  /** One server-rendered panel per point. */
  panels: ReactNode[]
  header: ReactNode
  /** The stacked media layers, server-rendered; CSS shows the one named by `data-active-layer`. */
  media: ReactNode
  footer?: ReactNode
  className?: string
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The points as ARIA tabs (arrow keys, Home, End; selection follows focus) and the media they switch. */
export function FeatureTabs({ label, points, panels, header, media, footer, className }: Props) {
  const [active, setActive] = useState(0)
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  const id = useId()

  const onKeyDown = (event: KeyboardEvent) => {
    const last = points.length - 1
    const moves: Record<string, number> = {
      ArrowRight: active === last ? 0 : active + 1,
      ArrowDown: active === last ? 0 : active + 1,
      ArrowLeft: active === 0 ? last : active - 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    }
    const to = moves[event.key]
    if (to === undefined) return
    event.preventDefault()
    setActive(to)
    tabs.current[to]?.focus()
  }

  return (
    <div className={className} data-active-point={active} data-active-layer={points[active]?.layer ?? 0}>
      {header}
      <div className={styles.media}>
        {media}
        {/* Markers repeat the tabs for pointer users; keyboard and screen-reader users have the tabs. */}
        <div className={styles.markers} aria-hidden="true">
          {points.map((point, i) =>
            point.marker ? (
              <button
                key={i}
                type="button"
                tabIndex={-1}
                className={styles.marker}
                style={{ left: `${point.marker.x}%`, top: `${point.marker.y}%` }}
                data-active={i === active ? '' : undefined}
                onClick={() => setActive(i)}
              >
                {i + 1}
              </button>
            ) : null,
          )}
        </div>
      </div>
      <div className={styles.tabs} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {points.map((point, i) => (
          <button
            key={i}
            ref={(el) => {
              tabs.current[i] = el
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={i === active}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={i === active ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(i)}
          >
            <span className={styles.tabNumber} aria-hidden="true">
              {pad(i + 1)}
            </span>
            <span className={styles.tabTitle}>{point.title}</span>
          </button>
        ))}
      </div>
      {panels.map((panel, i) => (
        <div
          key={i}
          role="tabpanel"
          id={`${id}-panel-${i}`}
          aria-labelledby={`${id}-tab-${i}`}
          tabIndex={0}
          hidden={i !== active}
          className={styles.panel}
        >
          {panel}
        </div>
      ))}
      {footer}
    </div>
  )
}
