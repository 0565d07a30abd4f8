'use server'

import { redirect } from 'next/navigation'

import { customerHasPassword } from '@/auth/password/check'
import { refusedPassword } from '@/auth/password/confirm-with-password'
import { getCustomer, type SignedInCustomer } from '@/auth/session/current-customer'
import { payloadClient } from '@/db/payload'
import { failed, type FormState, succeeded } from '@/kit/forms/form-state'
import { portalPaths, sitePaths } from '@/kit/paths'
import type { Order } from '@/payload-types'

import { findOwnOrder } from '../../orders/own'
import { changeConfiguration, ChangeRefused } from '../change'
import { CHANGE_LINK_INVALID, linkedChangeOf, mailChangeLink, spendChangeLink, type LinkedChange } from './change-link'

/** On a mailed link's request, `values.sentTo` is the address it went to. */
export type ChangeState = FormState<'password' | 'sentTo'>

const NOT_FOUND = 'We could not find this order in your account.'
const REVIEW = 'Please review your configuration again.'

/** The signed-in owner, their order and the change the form carries (or the sign-in page). */
async function ownerOrderAndChange(form: FormData) {
  const number = String(form.get('order') ?? '')
  const customer = await getCustomer()
  if (!customer) redirect(sitePaths.signInThenReturn(portalPaths.changeOrder(number)))
  const order = await findOwnOrder(await payloadClient(), number, customer)
  const change = linkedChangeOf((name) => form.get(name) as string | null)
  return { customer, order, change }
}

/**
 * The one way a buyer's confirmed change runs, however they confirmed it: change.ts checks the
 * rest again in its transaction (the stage, another change since the page opened, the price shown).
 */
async function changeAsCustomer(customer: SignedInCustomer, order: Order, change: LinkedChange): Promise<ChangeState> {
  try {
    await changeConfiguration(await payloadClient(), {
      orderId: order.id,
      selection: { trim: change.trim, color: change.color, options: change.options },
      expectedUpdatedAt: change.updatedAt,
      expectedTotal: change.total,
      by: customer.email,
    })
  } catch (error) {
    if (error instanceof ChangeRefused) return failed(error.message)
    throw error
  }
  redirect(`${portalPaths.order(order.number)}?changed=1`)
}

/** The buyer confirms "Change my Pebble" with their password (checked like a sign-in, with its rate limits). */
export async function changeMyPebble(_state: ChangeState, form: FormData): Promise<ChangeState> {
  const { customer, order, change } = await ownerOrderAndChange(form)
  if (!order) return failed(NOT_FOUND)
  if (!change) return failed(REVIEW)
  const refused = await refusedPassword(customer, form)
  if (refused) return refused
  return changeAsCustomer(customer, order, change)
}

/** An account without a password asks for the mailed link that confirms this change. */
export async function requestChangeLink(_state: ChangeState, form: FormData): Promise<ChangeState> {
  const { customer, order, change } = await ownerOrderAndChange(form)
  if (!order) return failed(NOT_FOUND)
  if (!change) return failed(REVIEW)
  if (await customerHasPassword(customer.id))
    return failed('Your account has a password: confirm with it on this page.')
  await mailChangeLink(customer, order.number, change)
  return succeeded('', { sentTo: customer.email })
}

/** The mailed link's button: the link is spent (once, for its customer, order and change), then the order changes. */
export async function changeWithLink(_state: ChangeState, form: FormData): Promise<ChangeState> {
  const { customer, order, change } = await ownerOrderAndChange(form)
  if (!order) return failed(NOT_FOUND)
  if (!change) return failed(REVIEW)
  if (!(await spendChangeLink(customer, order.number, change, String(form.get('token') ?? ''))))
    return failed(CHANGE_LINK_INVALID)
  return changeAsCustomer(customer, order, change)
}
