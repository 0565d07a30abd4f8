'use server'

import { redirect } from 'next/navigation'

import { customerHasPassword } from '@/auth/password/check'
import { refusedPassword } from '@/auth/password/confirm-with-password'
import { getCustomer, type SignedInCustomer } from '@/auth/session/current-customer'
import { failed, type FormState, succeeded } from '@/kit/forms/form-state'
import { portalPaths, sitePaths } from '@/kit/paths'
import type { Order } from '@/payload-types'
import { payloadClient } from '@/db/payload'

import { findOwnOrder } from '../../orders/own'
import { cancelOrder, previewCancellation } from '../cancel'
import { RefundRefused } from '../refund'
import { CANCEL_LINK_INVALID, mailCancelLink, spendCancelLink } from './cancel-link'

export type CancelState = FormState<'password'>
/** On success, `values.sentTo` is the address the link went to. */
export type CancelLinkState = FormState<'sentTo'>

const NOT_FOUND = 'We could not find this order in your account.'

/** The signed-in owner and their order, or the sign-in page (returning to `returnTo`). */
async function ownerAndOrder(form: FormData, returnTo: (number: string) => string) {
  const number = String(form.get('order') ?? '')
  const customer = await getCustomer()
  if (!customer) redirect(sitePaths.signInThenReturn(returnTo(number)))
  return { customer, order: await findOwnOrder(await payloadClient(), number, customer) }
}

/**
 * The one way a customer's confirmed cancellation runs, whichever way they confirmed: what the
 * screen showed is checked again (if the refund changed since, nothing is cancelled and the
 * customer reviews it), then the order is cancelled like any other (cancel.ts: the same refunds,
 * the same mail).
 */
async function cancelAsCustomer(
  customer: SignedInCustomer,
  order: Order,
  form: FormData,
  /** The last check, after the refund's: an answer stops there (a mailed link is spent only once the rest holds). */
  confirmed: () => Promise<CancelState | null> = async () => null,
): Promise<CancelState> {
  const payload = await payloadClient()
  const preview = await previewCancellation(payload, order)
  if (String(preview.total) !== String(form.get('expectedRefund') ?? ''))
    return failed('What a cancellation refunds has changed since this page opened. Please review it again below.')
  const refused = await confirmed()
  if (refused) return refused
  try {
    await cancelOrder(
      payload,
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

/**
 * The customer cancels their own order, confirmed with their password (checked like a sign-in,
 * with its rate limits).
 */
export async function cancelReservation(_state: CancelState, form: FormData): Promise<CancelState> {
  const { customer, order } = await ownerAndOrder(form, portalPaths.cancelOrder)
  if (!order) return failed(NOT_FOUND)
  const refused = await refusedPassword(customer, form)
  if (refused) return refused
  return cancelAsCustomer(customer, order, form)
}

/** An account without a password asks for the mailed link that confirms the cancellation. */
export async function requestCancelLink(_state: CancelLinkState, form: FormData): Promise<CancelLinkState> {
  const { customer, order } = await ownerAndOrder(form, portalPaths.cancelOrder)
  if (!order) return failed(NOT_FOUND)
  if (await customerHasPassword(customer.id))
    return failed('Your account has a password: confirm with it on this page.')
  if (!(await previewCancellation(await payloadClient(), order)).cancellable)
    return failed('This order cannot be cancelled.')
  await mailCancelLink(customer, order)
  return succeeded('', { sentTo: customer.email })
}

/** The mailed link's button: the link is spent (once, for its customer and order), then the order is cancelled. */
export async function cancelWithLink(_state: CancelState, form: FormData): Promise<CancelState> {
  const { customer, order } = await ownerAndOrder(form, portalPaths.cancelOrder)
  if (!order) return failed(NOT_FOUND)
  const token = String(form.get('token') ?? '')
  return cancelAsCustomer(customer, order, form, async () =>
    (await spendCancelLink(customer, order.number, token)) ? null : failed(CANCEL_LINK_INVALID),
  )
}
