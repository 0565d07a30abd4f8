'use server'

import { redirect } from 'next/navigation'

import { checkCurrentPassword, WRONG_CURRENT_PASSWORD } from '@/auth/password/check'
import { actionSignInRequest } from '@/auth/request-context'
import { getCustomer } from '@/auth/session/current-customer'
import { failed, type FormState } from '@/kit/forms/form-state'
import { portalPaths, sitePaths } from '@/kit/paths'

import { findOwnOrder } from '../../orders/own'
import { cancelOrder, previewCancellation } from '../cancel'
import { RefundRefused } from '../refund'

export type CancelState = FormState<'password'>

/**
 * The customer cancels their own order, confirmed with their password (checked like a sign-in,
 * with its rate limits). What the screen showed is checked again: if the refund changed since
 * (the order moved on), nothing is cancelled and the customer reviews it again.
 */
export async function cancelReservation(_state: CancelState, form: FormData): Promise<CancelState> {
  const number = String(form.get('order') ?? '')
  const customer = await getCustomer()
  if (!customer) redirect(sitePaths.signInThenReturn(portalPaths.cancelOrder(number)))
  const order = await findOwnOrder(number, customer)
  if (!order) return failed('We could not find this order in your account.')
  const password = String(form.get('password') ?? '')
  if (!password) return failed('', { password: 'Enter your password to confirm.' })
  const check = await checkCurrentPassword(customer, password, await actionSignInRequest())
  if (!check.ok)
    return check.limited
      ? failed(check.limited.message)
      : failed('', { password: WRONG_CURRENT_PASSWORD.replace('current ', '') })
  const preview = await previewCancellation(order)
  if (String(preview.total) !== String(form.get('expectedRefund') ?? ''))
    return failed('What a cancellation refunds has changed since this page opened. Please review it again below.')
  try {
    await cancelOrder(
      order.id,
      { actor: 'customer', email: customer.email },
      { reason: 'Cancelled by the customer in the portal.', refund: true },
    )
  } catch (error) {
    if (error instanceof RefundRefused) return failed(error.message)
    throw error
  }
  redirect(`${portalPaths.order(order.number)}?cancelled=1`)
}
