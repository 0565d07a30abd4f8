'use server'

import { redirect } from 'next/navigation'

import { getCustomer } from '@/auth/session/current-customer'
import { payloadClient } from '@/db/payload'
import { failed, type FormState } from '@/kit/forms/form-state'
import { portalPaths, sitePaths } from '@/kit/paths'

import { findOwnOrder } from '../../orders/own'
import { bookHandover, BookingRefused } from '../book'

export type BookingState = FormState<'slot'>

/** The buyer books (or moves) the handover of their ready order into the slot they picked. */
export async function bookMyHandover(_state: BookingState, form: FormData): Promise<BookingState> {
  const number = String(form.get('order') ?? '')
  const customer = await getCustomer()
  if (!customer) redirect(sitePaths.signInThenReturn(portalPaths.order(number)))
  const payload = await payloadClient()
  const order = await findOwnOrder(payload, number, customer)
  if (!order) return failed('We could not find this order in your account.')
  const slotId = Number(form.get('slot'))
  if (!Number.isInteger(slotId) || slotId <= 0) return failed('', { slot: 'Pick a time for your handover.' })
  try {
    await bookHandover(payload, order.id, slotId)
  } catch (error) {
    if (error instanceof BookingRefused) return failed(error.message)
    throw error
  }
  redirect(`${portalPaths.order(order.number)}?booked=1#handover`)
}
