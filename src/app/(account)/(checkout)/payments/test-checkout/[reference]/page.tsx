import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'

import { TestCheckout } from '@/commerce/ui/TestCheckout'
import { findTestCheckout } from '@/commerce/payments/test-checkout'
import { payloadClient } from '@/db/payload'
import type { Order } from '@/payload-types'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Test checkout' }

export default async function TestCheckoutPage({
  params,
  searchParams,
}: {
  params: Promise<{ reference: string }>
  searchParams: Promise<{ error?: string }>
}) {
  const { reference } = await params
  const { error } = await searchParams
  const payment = await findTestCheckout(await payloadClient(), reference)
  if (!payment) notFound()
  if (payment.status === 'succeeded') redirect(payment.returnPath ?? '/')
  const order = payment.order as Order
  return (
    <TestCheckout
      reference={reference}
      amount={payment.amount}
      description={payment.kind === 'first' ? 'First deposit (non-refundable)' : 'Second deposit'}
      orderNumber={order.number}
      cancelPath={payment.kind === 'first' ? '/build?step=payment' : (payment.returnPath ?? '/')}
      error={error === 'declined' || error === 'invalid' ? error : undefined}
    />
  )
}
