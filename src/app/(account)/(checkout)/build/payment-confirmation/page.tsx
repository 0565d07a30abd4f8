import type { Metadata } from 'next'

import { getCustomer } from '@/auth/session/current-customer'
import { loadCommerceTerms } from '@/commerce/catalog/data'
import { payloadClient } from '@/db/payload'
import { findOwnOrder, findOwnPayment, reconcileOnReturn } from '@/commerce/orders/own'
import { Confirmation } from '@/commerce/ui/Confirmation'
import { ConfirmationMessage } from '@/commerce/ui/ConfirmationMessage'
import { sitePaths } from '@/kit/paths'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Reservation confirmed' }

export default async function PaymentConfirmationPage({ searchParams }: { searchParams: Promise<{ order?: string }> }) {
  const { order: number = '' } = await searchParams
  const here = sitePaths.paymentConfirmation(number)
  const customer = await getCustomer()
  if (!customer) {
    return (
      <ConfirmationMessage
        title="Sign in to see your order"
        action={{ href: sitePaths.signInThenReturn(here), label: 'Sign in' }}
      >
        Your confirmation is shown to the account that placed the order.
      </ConfirmationMessage>
    )
  }
  const payload = await payloadClient()
  let order = await findOwnOrder(payload, number, customer)
  if (!order) {
    return (
      <ConfirmationMessage
        title="We could not find this order"
        action={{ href: sitePaths.build, label: 'Back to the configurator' }}
      >
        Check the link in your confirmation e-mail, or see all your orders in your account.
      </ConfirmationMessage>
    )
  }
  let payment = await findOwnPayment(payload, order, 'first', customer)
  if (await reconcileOnReturn(payload, payment)) {
    order = (await findOwnOrder(payload, number, customer))!
    payment = await findOwnPayment(payload, order, 'first', customer)
  }
  const terms = await loadCommerceTerms(payload)
  return <Confirmation order={order} payment={payment} customerName={customer.name} nextSteps={terms.nextSteps} />
}
