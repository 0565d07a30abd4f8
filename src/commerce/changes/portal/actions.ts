'use server'

import { redirect } from 'next/navigation'

import { checkCurrentPassword, WRONG_CURRENT_PASSWORD } from '@/auth/password/check'
import { actionSignInRequest } from '@/auth/request-context'
import { getCustomer } from '@/auth/session/current-customer'
import { payloadClient } from '@/db/payload'
import { failed, type FormState } from '@/kit/forms/form-state'
import { portalPaths, sitePaths } from '@/kit/paths'

import { findOwnOrder } from '../../orders/own'
import { changeConfiguration, ChangeRefused } from '../change'

export type ChangeState = FormState<'password'>

const text = (form: FormData, name: string) => String(form.get(name) ?? '')

/**
 * The buyer confirms "Change my Pebble" with their password (checked like a sign-in, with its
 * rate limits); change.ts checks the rest again in its transaction (the stage, another change
 * since the page opened, the price shown).
 */
export async function changeMyPebble(_state: ChangeState, form: FormData): Promise<ChangeState> {
  const number = text(form, 'order')
  const customer = await getCustomer()
  if (!customer) redirect(sitePaths.signInThenReturn(portalPaths.changeOrder(number)))
  const payload = await payloadClient()
  const order = await findOwnOrder(payload, number, customer)
  if (!order) return failed('We could not find this order in your account.')
  const password = text(form, 'password')
  if (!password) return failed('', { password: 'Enter your password to confirm.' })
  const check = await checkCurrentPassword(customer, password, await actionSignInRequest())
  if (!check.ok)
    return check.limited
      ? failed(check.limited.message)
      : failed('', { password: WRONG_CURRENT_PASSWORD.replace('current ', '') })
  const expectedTotal = Number(text(form, 'expectedTotal'))
  if (!Number.isInteger(expectedTotal)) return failed('Please review your configuration again.')
  try {
    await changeConfiguration(payload, {
      orderId: order.id,
      selection: {
        trim: text(form, 'trim'),
        color: text(form, 'color'),
        options: text(form, 'options').split(',').filter(Boolean),
      },
      expectedUpdatedAt: text(form, 'updatedAt'),
      expectedTotal,
      by: customer.email,
    })
  } catch (error) {
    if (error instanceof ChangeRefused) return failed(error.message)
    throw error
  }
  redirect(`${portalPaths.order(order.number)}?changed=1`)
}
