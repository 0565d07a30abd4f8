'use server'

import { redirect } from 'next/navigation'

import { getCustomer } from '@/auth/session/current-customer'
import { portalPaths, sitePaths } from '@/kit/paths'
import { payloadClient } from '@/db/payload'

import { findOwnOrder } from '../orders/own'
import { secondDepositPayable } from '../orders/stateMachine'
import type { OrderStatus } from '../orders/statuses'
import { depositKey, ensureCheckout } from '../payments/checkout'
import { activeProviderId } from '../payments/provider'
import { insertPayment, paymentWithKey } from './data'
import { failed, type FormState } from '@/kit/forms/form-state'

/** The pay button's form: no fields, a message when the payment page cannot open. */
export type SecondDepositState = FormState<never>

/**
 * Pays an order's second deposit: only its signed-in owner, only when it is payable. The payment
 * is unique per order and kind, so a double click or a second tab reuses the same checkout.
 */
export async function paySecondDeposit(_state: SecondDepositState, form: FormData): Promise<SecondDepositState> {
  const number = String(form.get('order') ?? '')
  const customer = await getCustomer()
  if (!customer) redirect(sitePaths.signInThenReturn(portalPaths.secondDepositFor(number)))
  const payload = await payloadClient()
  const order = await findOwnOrder(payload, number, customer)
  if (!order) return failed('We could not find this order in your account.')
  if (order.secondDeposit?.status === 'paid') redirect(portalPaths.secondDepositFor(order.number))
  if (!secondDepositPayable(order.status as OrderStatus, order.secondDeposit?.status)) {
    return failed(
      order.status === 'reserved'
        ? 'Pay the first deposit before the second one.'
        : 'The second deposit cannot be paid for this order.',
    )
  }
  const key = depositKey(order.id, 'second')
  const find = () => paymentWithKey(payload, key)
  let payment = await find()
  if (!payment) {
    try {
      payment = await insertPayment(payload, {
        order: order.id,
        customer: customer.id,
        kind: 'second',
        amount: order.secondDeposit?.amount ?? 0,
        status: 'pending',
        provider: activeProviderId(),
        idempotencyKey: key,
        returnPath: portalPaths.secondDepositFor(order.number),
      })
    } catch {
      // Another click created it first (the key is unique): use that one.
      payment = await find()
      if (!payment) return failed('The payment could not be started. Please try again.')
    }
  }
  let url: string
  try {
    url = await ensureCheckout(payload, payment, order, customer)
  } catch (error) {
    console.error(`[payments] second-deposit checkout for ${order.number} failed:`, error)
    return failed('The payment page did not open. Nothing was charged — please try again.')
  }
  redirect(url)
}
