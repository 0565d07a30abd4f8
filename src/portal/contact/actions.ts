'use server'

import { revalidatePath } from 'next/cache'

import { requireCustomer } from '@/auth/session/current-customer'
import { portalPaths } from '@/kit/paths'
import type { ContactState } from '@/support/form-state'
import { receiveContactMessage } from '@/support/receive'

import { listMyOrders } from '../data'

/** The portal's contact form: the signed-in customer's message, optionally about one of their own orders. */
export async function sendPortalMessage(_prev: ContactState, formData: FormData): Promise<ContactState> {
  const customer = await requireCustomer(portalPaths.contact)
  const orders = await listMyOrders(customer)
  const state = await receiveContactMessage(formData, { customerId: customer.id, orders, source: 'portal' })
  if (state.status === 'success') revalidatePath(portalPaths.contact)
  return state
}
