'use client'

import { Button, ConfirmationModal, useModal } from '@payloadcms/ui'

import type { MoneyView } from './money-view'
import styles from './OrderMoney.module.css'

const MODAL = 'order-stage-next'

/**
 * Moves a paid order into its next stage by hand (in production, ready for handover, handed over),
 * after a confirmation; admins only, and never while a dispute is open (the view says why).
 */
export function StageAction({
  view,
  busy,
  onMove,
}: {
  view: MoneyView
  busy: boolean
  onMove: (to: NonNullable<MoneyView['stage']['next']>) => Promise<void>
}) {
  const { openModal } = useModal()
  const { next, nextLabel, why } = view.stage
  if (!nextLabel) return null
  return (
    <section className={styles.form} aria-label="Order stage">
      <h4>Stage</h4>
      <p className={styles.muted}>
        “{view.statusLabel}” now; next: “{nextLabel}”.
      </p>
      {next ? (
        <div className={styles.buttons}>
          <Button buttonStyle="secondary" margin={false} disabled={busy} onClick={() => openModal(MODAL)}>
            Move to “{nextLabel}”…
          </Button>
          <ConfirmationModal
            modalSlug={MODAL}
            heading={`Move order ${view.number} to “${nextLabel}”?`}
            body={<p>Orders only move forward: this cannot be undone. The buyer sees the new stage in the portal.</p>}
            confirmLabel={`Move to “${nextLabel}”`}
            confirmingLabel="Moving…"
            cancelLabel="Go back"
            onConfirm={() => onMove(next)}
          />
        </div>
      ) : (
        why && <p className={styles.muted}>{why}</p>
      )}
    </section>
  )
}
