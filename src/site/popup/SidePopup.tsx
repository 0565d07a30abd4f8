'use client'

import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react'

import styles from './SidePopup.module.css'

type Props = {
  /** Whether the panel is in (opening/open) or on its way out (closing). */
  visible: boolean
  busy?: boolean
  label: string
  size?: 'medium' | 'large'
  onClose: () => void
  /** Where focus goes back to once the popup is gone (the link that opened it). */
  returnFocusTo?: () => HTMLElement | null
  children: ReactNode
}

/** Makes everything on the page inert except `element` and its ancestors; returns the undo. */
function inertOutside(element: HTMLElement): () => void {
  const changed: HTMLElement[] = []
  for (let node: HTMLElement | null = element; node && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement?.children ?? [])) {
      if (sibling !== node && sibling instanceof HTMLElement && !sibling.inert && sibling.tagName !== 'SCRIPT') {
        sibling.inert = true
        changed.push(sibling)
      }
    }
  }
  return () => changed.forEach((el) => (el.inert = false))
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'

/**
 * The side popup's dialog: slides in from the right over a blurred backdrop. A real modal:
 * focus moves in and stays inside, the page behind is inert and does not scroll, Escape,
 * the close button and a backdrop click close it.
 */
export function SidePopup({ visible, busy, label, size = 'large', onClose, returnFocusTo, children }: Props) {
  const rootRef = useRef<HTMLDivElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  // The latest returnFocusTo, for the cleanup below to call when the popup closes.
  const returnFocus = useRef(returnFocusTo)
  useLayoutEffect(() => {
    returnFocus.current = returnFocusTo
  })

  useEffect(() => {
    const restoreInert = inertOutside(rootRef.current!)
    const html = document.documentElement
    const previousOverflow = html.style.overflow
    html.style.overflow = 'hidden'
    closeRef.current?.focus({ preventScroll: true })
    return () => {
      restoreInert()
      html.style.overflow = previousOverflow
      returnFocus.current?.()?.focus({ preventScroll: true })
    }
  }, [])

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onClose()
      return
    }
    if (event.key !== 'Tab' || !panelRef.current) return
    const items = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (el) => el.offsetParent !== null,
    )
    if (items.length === 0) return
    const first = items[0]
    const last = items[items.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <div
      ref={rootRef}
      className={styles.root}
      data-state={visible ? 'in' : 'out'}
      data-side-popup
      onKeyDown={onKeyDown}
    >
      <div className={styles.backdrop} onClick={onClose} data-popup-backdrop aria-hidden="true" />
      <div
        ref={panelRef}
        className={`${styles.panel} ${styles[size]}`}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        aria-busy={busy || undefined}
      >
        <button ref={closeRef} type="button" className={styles.close} onClick={onClose}>
          <span className="visually-hidden">Close</span>
          <span aria-hidden="true">×</span>
        </button>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  )
}
