import { notFound } from 'next/navigation'

import { requireCustomer } from '@/auth/session/current-customer'
import { CancelReservation } from '@/commerce/refunds/portal/CancelReservation'
import { portalPaths } from '@/kit/paths'
import { Screen } from '@/kit/screen/Screen'

import { getMyOrder } from '../data'

const ORDER_NUMBER = /^[A-Za-z0-9-]{1,40}$/

/** /customer-portal/order-history/{number}/cancel: what cancelling this order refunds, and the confirmation. */
export async function CancelScreen({ number }: { number: string }) {
  const customer = await requireCustomer(portalPaths.cancelOrder(number))
  const order = ORDER_NUMBER.test(number) ? await getMyOrder(customer, number) : null
  if (!order) notFound()
  return (
    <Screen
      eyebrow={`Order ${order.number}`}
      title="Cancel reservation"
      back={{ href: portalPaths.order(order.number), label: 'Back to the order' }}
    >
      <CancelReservation order={order} customer={customer} />
    </Screen>
  )
}
