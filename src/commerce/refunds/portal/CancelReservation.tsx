import { customerHasPassword } from '@/auth/password/check'
import { portalPaths } from '@/kit/paths'
import type { Customer, Order } from '@/payload-types'

import { payloadClient } from '@/db/payload'

import { previewCancellation } from '../cancel'
import { CancelLinkRequest } from './CancelLinkRequest'
import { CancelPlan, cancelLabel } from './CancelPlan'
import styles from './CancelReservation.module.css'
import { CancelReservationForm } from './CancelReservationForm'

/**
 * "Cancel reservation" for the order's owner: what a cancellation refunds (CancelPlan) and the
 * confirmation: the password, or for an account without one a link mailed to the customer
 * (cancel-link.ts), whose page confirms it (ConfirmCancellation.tsx).
 */
export async function CancelReservation({ order, customer }: { order: Order; customer: Pick<Customer, 'id'> }) {
  const [{ plan, total, cancellable }, hasPassword] = await Promise.all([
    previewCancellation(await payloadClient(), order),
    customerHasPassword(customer.id),
  ])
  if (!cancellable) return <NotCancellable order={order} />
  return (
    <div className={styles.panel} data-state="cancellable">
      <CancelPlan order={order} plan={plan} total={total} />
      {hasPassword ? (
        <CancelReservationForm orderNumber={order.number} expectedRefund={total} label={cancelLabel(total)} />
      ) : (
        <CancelLinkRequest orderNumber={order.number} />
      )}
    </div>
  )
}

export function NotCancellable({ order }: { order: Pick<Order, 'status'> }) {
  return (
    <div className={styles.panel} data-state="not-cancellable">
      <p>
        {order.status === 'cancelled'
          ? 'This order is already cancelled.'
          : 'This order can no longer be cancelled here: it has been delivered.'}
      </p>
      <a className={styles.link} href={portalPaths.contact}>
        Write to the owner team
      </a>
    </div>
  )
}
