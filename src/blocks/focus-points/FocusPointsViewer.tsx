'use client'

import { type CSSProperties, type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'

import styles from './styles.module.css'

type Point = { key: string; x: number; y: number; title: string; text: string | null }

/**
 * Numbered hotspot buttons over the image; each opens its detail card (a non-modal dialog next
 * to the point, a sheet at the bottom on phones). Opening moves focus to the card; Escape, the
 * close button or a click elsewhere closes it, and Escape and the close button return focus to
 * the hotspot. The card follows its hotspot in the tab order.
 */
export function FocusPointsViewer({ image, points, aspect }: { image: ReactNode; points: Point[]; aspect: number }) {
  const baseId = useId()
  const [open, setOpen] = useState<number | null>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const hotspots = useRef<(HTMLButtonElement | null)[]>([])
  const cards = useRef<(HTMLDivElement | null)[]>([])
  const focusCard = useRef(false)

  useEffect(() => {
    if (open === null) return
    if (focusCard.current) cards.current[open]?.focus()
    focusCard.current = false
    // A click or tap anywhere else closes the card (focus stays where the visitor put it).
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(null)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const close = (returnFocus: boolean) => {
    if (open === null) return
    if (returnFocus) hotspots.current[open]?.focus()
    setOpen(null)
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || open === null) return
    // Handled here: a surrounding side popup must not close too.
    event.stopPropagation()
    close(true)
  }

  return (
    <div ref={rootRef} className={styles.stage} style={{ '--aspect': aspect } as CSSProperties} onKeyDown={onKeyDown}>
      <div className={styles.frame}>{image}</div>
      {points.map((point, i) => {
        const isOpen = open === i
        const cardId = `${baseId}-card-${i}`
        const position = {
          '--x': `${point.x}%`,
          '--y': `${point.y}%`,
        } as CSSProperties
        return (
          <div key={point.key} className={styles.point} style={position} data-open={isOpen || undefined}>
            <button
              ref={(el) => {
                hotspots.current[i] = el
              }}
              type="button"
              className={styles.hotspot}
              aria-label={`${i + 1}. ${point.title}`}
              aria-expanded={isOpen}
              aria-controls={cardId}
              onClick={() => {
                focusCard.current = !isOpen
                setOpen(isOpen ? null : i)
              }}
            >
              <span aria-hidden="true">{i + 1}</span>
            </button>
            <div
              ref={(el) => {
                cards.current[i] = el
              }}
              id={cardId}
              role="dialog"
              aria-labelledby={`${cardId}-title`}
              tabIndex={-1}
              className={styles.card}
              data-side={point.x > 55 ? 'left' : 'right'}
              data-v={point.y < 22 ? 'top' : point.y > 78 ? 'bottom' : 'middle'}
              hidden={!isOpen}
            >
              <p className={styles.cardNumber} aria-hidden="true">
                {i + 1}
              </p>
              <p id={`${cardId}-title`} className={styles.cardTitle}>
                {point.title}
              </p>
              {point.text && <p className={styles.cardText}>{point.text}</p>}
              <button type="button" className={styles.close} aria-label="Close" onClick={() => close(true)}>
                <span aria-hidden="true">×</span>
              </button>
            </div>
          </div>
        )
      })}
    </div>
  )
}
