import type { Payload } from 'payload'

import {
  abandonAccount,
  isDuplicateAccount,
  stopExpectingPassword,
  storePasswordSoon,
  type PreparedAccount,
} from '@/auth/accounts'
import type { SignedInCustomer } from '@/auth/session/signed-in-customer'
import { inSpan } from '@/observability/spans'

import { accountExists, prepareNewAccount, recordOrder, type AfterOrderStep } from './order-transaction'
import type { PlaceOrderResult } from './place-result'
import { findByPlacementKey, resume, resumeForPlacer, type Resumer } from './resume-order'
import { validateOrder } from './validate-order'

export type { AfterOrderStep } from './order-transaction'
export type { PlaceOrderResult } from './place-result'
export { customerInfoOf, placeOrderSchema } from './validate-order'

/**
 * Places an order: the customer account (new, or the signed-in one), the order with its price
 * breakdown as computed now, and its first-deposit payment, in one transaction — together or
 * not at all. Then opens the provider checkout. A repeated request with the same placement key
 * (double click, retry) returns the same order and checkout to the browser that placed it
 * (resume-order.ts); anyone else learns nothing of it.
 *
 * `afterOrder` runs inside the transaction between the order and its payment; the route passes
 * what test-faults.ts gives it (nothing, except a test server's injected fault).
 */
export async function placeOrder(
  payload: Payload,
  input: unknown,
  context: { customer: SignedInCustomer | null; address: string; knownDeviceCookie: string | null },
  { afterOrder, passwordLost = false }: { afterOrder: AfterOrderStep; passwordLost?: boolean },
): Promise<PlaceOrderResult> {
  const valid = await inSpan('order.validate', () => validateOrder(payload, input, context.customer))
  if (!valid.ok) return valid
  const { request } = valid
  const resumer: Resumer = {
    signedIn: context.customer,
    email: request.details.email,
    password: request.password,
    address: context.address,
    knownDeviceCookie: context.knownDeviceCookie,
  }

  const existing = await findByPlacementKey(payload, request.placementKey)
  if (existing) return resumeForPlacer(payload, existing, resumer)

  let account: PreparedAccount | null = null
  if (!context.customer) {
    const prepared = await inSpan('order.prepare-account', () => prepareNewAccount(request, context.address))
    if (!prepared.ok)
      return prepared === accountExists ? placedMeanwhile(payload, request.placementKey, resumer) : prepared
    account = prepared.account
  }

  let made: Awaited<ReturnType<typeof recordOrder>>
  try {
    made = await inSpan('order.transaction', () =>
      recordOrder(payload, request, account ? { account } : { customerId: context.customer!.id }, afterOrder),
    )
  } catch (error) {
    // A concurrent request with the same placement key (a double click) may have won the race:
    // then this one answers with that order instead of failing.
    const winner = await findByPlacementKey(payload, request.placementKey)
    if (winner) return resumeForPlacer(payload, winner, resumer)
    if (account && isDuplicateAccount(error)) {
      await abandonAccount(account)
      return accountExists
    }
    throw error
  }
  if (account && passwordLost) stopExpectingPassword(made.customer.id)
  else if (account) storePasswordSoon(payload, made.customer.id, request.password ?? '')
  return resume(payload, made.order, made.customer, { accountCreated: account !== null, payment: made.payment })
}

/**
 * A new buyer's e-mail already has an account. That account may be this very placement's: a
 * double click whose twin committed between this request's look for the placement key and its
 * look for the e-mail. Then the twin's order is the answer, as for its placer.
 */
async function placedMeanwhile(payload: Payload, placementKey: string, resumer: Resumer): Promise<PlaceOrderResult> {
  const winner = await findByPlacementKey(payload, placementKey)
  return winner ? resumeForPlacer(payload, winner, resumer) : accountExists
}
