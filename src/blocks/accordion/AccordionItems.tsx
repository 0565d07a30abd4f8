'use client'

import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'

import styles from './styles.module.css'

type Item = { key: string; title: string; content: ReactNode }

type Props = {
  items: Item[]
  /** Opening one item closes the others. */
  singleOpen: boolean
  openFirst: boolean
  headingLevel: 'h2' | 'h3'
}

const NAV_KEYS: Record<string, (i: number, n: number) => number> = {
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
}

/**
 * The accordion's behaviour (WAI-ARIA accordion pattern): each title is a button in a heading
 * with aria-expanded / aria-controls; its panel is a region labelled by the button. Enter and
 * Space toggle (native buttons); arrows, Home and End move between the titles.
 */
export function AccordionItems({ items, singleOpen, openFirst, headingLevel: Heading }: Props) {
  const baseId = useId()
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(openFirst && items.length > 0 ? [0] : []))
  const buttons = useRef<(HTMLButtonElement | null)[]>([])

  const toggle = (index: number) =>
    setOpen((previous) => {
      const wasOpen = previous.has(index)
      if (singleOpen) return new Set(wasOpen ? [] : [index])
      const next = new Set(previous)
      if (wasOpen) next.delete(index)
      else next.add(index)
      return next
    })

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = NAV_KEYS[event.key]
    if (!move || event.altKey || event.ctrlKey || event.metaKey) return
    event.preventDefault()
    buttons.current[move(index, items.length)]?.focus()
  }

  return (
    <div className={styles.items}>
      {items.map((item, i) => {
        const isOpen = open.has(i)
        const buttonId = `${baseId}-button-${i}`
        const panelId = `${baseId}-panel-${i}`
        return (
          <div key={item.key} className={styles.item} data-open={isOpen || undefined}>
            <Heading className={styles.itemHeading}>
              <button
                ref={(el) => {
                  buttons.current[i] = el
                }}
                type="button"
                id={buttonId}
                className={styles.trigger}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(i)}
                onKeyDown={(event) => onKeyDown(event, i)}
              >
                <span>{item.title}</span>
                <span className={styles.icon} aria-hidden="true" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!isOpen}>
              {item.content}
            </div>
          </div>
        )
      })}
    </div>
  )
}
