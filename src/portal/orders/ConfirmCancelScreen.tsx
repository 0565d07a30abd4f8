import { notFound } from 'next/navigation'

import { requireCustomer } from '@/auth/session/current-customer'
import { ConfirmCancellation } from '@/commerce/refunds/portal/ConfirmCancellation'
import { portalPaths } from '@/kit/paths'
import { Screen } from '@/kit/screen/Screen'
import { ForgetUrlSecrets } from '@/kit/url/ForgetUrlSecrets'

import { getMyOrder } from '../data'

const ORDER_NUMBER = /^[A-Za-z0-9-]{1,40}$/

/** /customer-portal/order-history/{number}/cancel/confirm?token=…: the mailed link that confirms a cancellation. */
export async function ConfirmCancelScreen({ number, token }: { number: string; token: string }) {
  const customer = await requireCustomer(`${portalPaths.confirmCancel(number)}?token=${encodeURIComponent(token)}`)
  const order = ORDER_NUMBER.test(number) ? await getMyOrder(customer, number) : null
  if (!order) notFound()
  return (
    <>
      {/* The token is in the form now: out of the address bar before any other script runs. */}
      <ForgetUrlSecrets />
      <Screen
        eyebrow={`Order ${order.number}`}
        title="Confirm the cancellation"
        back={{ href: portalPaths.order(order.number), label: 'Back to the order' }}
      >
        <ConfirmCancellation order={order} customer={customer} token={token} />
      </Screen>
    </>
  )
}
