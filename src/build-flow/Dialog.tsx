'use client'

import { type ReactNode, useEffect, useId, useRef } from 'react'

import styles from './Dialog.module.css'

/**
 * An overlay on the native <dialog>: modal, focus kept inside, Escape and the close button close
 * it, focus returns to the opener, and the page behind is inert.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  size = 'medium',
}: {
  open: boolean
  onClose: () => void
  title: string
  children: ReactNode
  size?: 'medium' | 'large'
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      data-size={size}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target === ref.current) onClose()
      }}
    >
      <div className={styles.dialogPanel}>
        <div className={styles.dialogHeader}>
          <h2 id={titleId} className={styles.dialogTitle}>
            {title}
          </h2>
          <button type="button" className={styles.iconButton} onClick={onClose} aria-label="Close">
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {open && <div className={styles.dialogBody}>{children}</div>}
      </div>
    </dialog>
  )
}
