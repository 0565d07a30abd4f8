import { portalPaths } from '@/kit/paths'
import type { Customer, Order } from '@/payload-types'

import { payloadClient } from '@/db/payload'

import { previewCancellation } from '../cancel'
import { CANCEL_LINK_INVALID, cancelLinkLive } from './cancel-link'
import { CancelPlan, cancelLabel } from './CancelPlan'
import { NotCancellable } from './CancelReservation'
import styles from './CancelReservation.module.css'
import { ConfirmCancelForm } from './ConfirmCancelForm'

/**
 * The mailed link's page: exactly what will be refunded and the "Cancel reservation" button.
 * Opening it changes nothing (mail scanners open links too); the button spends the link.
 */
export async function ConfirmCancellation({
  order,
  customer,
  token,
}: {
  order: Order
  customer: Pick<Customer, 'email'>
  token: string
}) {
  const [{ plan, total, cancellable }, live] = await Promise.all([
    previewCancellation(await payloadClient(), order),
    cancelLinkLive(customer, order.number, token),
  ])
  if (!cancellable) return <NotCancellable order={order} />
  if (!live)
    return (
      <div className={styles.panel} data-state="link-invalid">
        <p>{CANCEL_LINK_INVALID}</p>
        <a className={styles.link} href={portalPaths.cancelOrder(order.number)}>
          Back to cancelling this order
        </a>
      </div>
    )
  return (
    <div className={styles.panel} data-state="cancellable">
      <CancelPlan order={order} plan={plan} total={total} />
      <ConfirmCancelForm orderNumber={order.number} token={token} expectedRefund={total} label={cancelLabel(total)} />
    </div>
  )
}
