'use client'

import { useState } from 'react'

import type { ChangeState } from '@/commerce/changes/portal/actions'
import type { ChangeView } from '@/commerce/changes/portal/change-view'
import { formatUSD } from '@/commerce/pricing/money'
import type { Selection } from '@/commerce/pricing/price'
import { repriceForOrder, selectionOf } from '@/commerce/pricing/reprice'
import { CHANGE_LINK_MINUTES } from '@/auth/tokens/lifetimes'
import { PasswordField } from '@/kit/forms/fields/PasswordField'
import { idleState } from '@/kit/forms/form-state'
import { SubmitButton } from '@/kit/forms/SubmitButton'
import { useFormAction } from '@/kit/forms/useFormAction'

import { ConfigurationStep } from '../ConfigurationStep'
import styles from './ChangeConfigurator.module.css'

type Props = {
  view: Omit<ChangeView, 'hasPassword'>
  /** How the buyer confirms: their password, or (an account without one) a mailed link. */
  confirmBy: 'password' | 'link'
  action: (state: ChangeState, form: FormData) => Promise<ChangeState>
}

const signed = (cents: number) => `${cents < 0 ? '−' : cents > 0 ? '+' : '±'}${formatUSD(Math.abs(cents))}`

/**
 * "Change my Pebble": the build flow's configuration step filled with the order. The new price is
 * the price lock's (pricing/reprice.ts, the function the server checks it with), shown beside the
 * order's, with the difference and what is then left to pay at the handover.
 */
export function ChangeConfigurator({ view, confirmBy, action }: Props) {
  const [selection, setSelection] = useState<Selection>(() => selectionOf(view.locked))
  const { state, form } = useFormAction<ChangeState>(action, idleState())
  const sentTo = state.status === 'success' && typeof state.values.sentTo === 'string' ? state.values.sentTo : null
  const trim = view.catalog.trims.find((t) => t.uid === selection.trim) ?? view.catalog.trims[0]
  const repriced = repriceForOrder(view.catalog, view.locked, selection)
  const difference = repriced.total - view.total
  const leftToPay = repriced.total + view.destinationFee - view.depositsPaid
  // A trim change moves the order into that trim's line: its window there, from the server's line.
  const newWindow =
    view.windows && repriced.selection.trim !== view.locked.trim.uid
      ? (view.windows.byTrim[repriced.selection.trim] ?? null)
      : null
  const unchanged = JSON.stringify(selectionOf(view.locked)) === JSON.stringify(repriced.selection)

  return (
    <div className={styles.layout}>
      <div className={styles.configurator}>
        <ConfigurationStep
          catalog={view.catalog}
          trim={trim}
          selection={selection}
          onChange={setSelection}
          disabled={false}
        />
      </div>
      <aside className={styles.summary} aria-labelledby="change-price-heading">
        <h2 id="change-price-heading" className={styles.heading}>
          Your price
        </h2>
        <dl className={styles.prices}>
          <div>
            <dt>Your order now</dt>
            <dd data-testid="price-before">{formatUSD(view.total)}</dd>
          </div>
          <div>
            <dt>With your changes</dt>
            <dd data-testid="price-after">{formatUSD(repriced.total)}</dd>
          </div>
          <div className={styles.difference}>
            <dt>Difference</dt>
            <dd data-testid="price-difference">{signed(difference)}</dd>
          </div>
          <div>
            <dt>Left to pay at the handover</dt>
            <dd>{formatUSD(leftToPay)}</dd>
          </div>
        </dl>
        {view.windows && (
          <dl className={styles.prices} aria-label="Delivery window">
            <div>
              <dt>Your delivery window now</dt>
              <dd data-testid="window-before">{view.windows.now}</dd>
            </div>
            {newWindow !== null && (
              <div className={styles.difference}>
                <dt>With the {trim?.label ?? 'new'} trim</dt>
                <dd data-testid="window-after">{newWindow}</dd>
              </div>
            )}
          </dl>
        )}
        <p className={styles.note}>
          Your price is locked: everything you keep stays at the price your order was placed at. What you change is
          priced at today’s prices.
          {repriced.lockedParts.length > 0 && ` Kept at your order’s price: ${repriced.lockedParts.join(', ')}.`}
        </p>
        <p className={styles.note}>
          Your deposits stay paid and nothing is charged now: the difference changes only what is left to pay at the
          handover. You can change your Pebble {view.until}.
        </p>
        <form {...form} className={styles.form}>
          <input type="hidden" name="order" value={view.orderNumber} />
          <input type="hidden" name="v" value={view.updatedAt} />
          <input type="hidden" name="trim" value={repriced.selection.trim} />
          <input type="hidden" name="color" value={repriced.selection.color} />
          <input type="hidden" name="options" value={repriced.selection.options.join(',')} />
          <input type="hidden" name="total" value={repriced.total} />
          {confirmBy === 'password' ? (
            <>
              <PasswordField
                purpose="current"
                form="change"
                name="password"
                label="Your password"
                required
                requiredMark={false}
                error={state.errors.password}
              />
              <SubmitButton label="Confirm the change" busyLabel="Saving…" disabled={unchanged} />
            </>
          ) : (
            <>
              <p className={styles.note}>
                Your account has no password, so we confirm by e-mail: we send you a link that shows this change again
                with the button that makes it.
              </p>
              <SubmitButton label="E-mail me a link to confirm" busyLabel="Sending…" disabled={unchanged} />
              {sentTo && (
                <p role="status">
                  We sent a link to {sentTo}. It works once, for {CHANGE_LINK_MINUTES} minutes.
                </p>
              )}
            </>
          )}
          {state.status === 'error' && state.message && (
            <p className={styles.error} role="alert">
              {state.message}
            </p>
          )}
        </form>
      </aside>
    </div>
  )
}
