import type { Payload, PayloadRequest } from 'payload'

import {
  expectPassword,
  insertAccount,
  prepareAccount,
  stopExpectingPassword,
  type PreparedAccount,
} from '@/auth/accounts'
import { checkAccountCheck, recordAccountCheck } from '@/rate-limit/policies'
import { hasAccountWithEmail } from '@/auth/customer-lookup'
import type { Customer, Order, Payment } from '@/payload-types'

import { inTransaction } from '@/db/transaction'
import { sitePaths } from '@/kit/paths'
import { depositKey } from '../payments/checkout'
import { activeProviderId } from '../payments/provider'
import type { CustomerInfo } from './customer-info'
import { changeOrder, insertPayment, orderNumberTaken, updateBuyerProfile } from './data'
import { newOrderNumber } from './number'
import type { PlaceOrderFailure } from './place-result'
import { policySnapshot } from '../refunds/policy'
import { orderSnapshot } from './snapshot'
import type { OrderRequest } from './validate-order'

/**
 * What runs inside the order's transaction between the order and its payment. The caller decides:
 * nothing on a real server, a test server's injected fault (test-faults.ts).
 */
export type AfterOrderStep = (req: PayloadRequest) => Promise<void>

export const accountExists = {
  ok: false,
  status: 409,
  code: 'account-exists',
  error: 'An account already uses this e-mail address. Sign in to continue with your build.',
  fieldErrors: { email: 'An account already uses this e-mail address. Sign in to continue.' },
} as const

const profileOf = (info: CustomerInfo) => ({
  name: `${info.firstName} ${info.lastName}`,
  phone: info.phone,
  address: { line1: info.line1, line2: info.line2, city: info.city, state: info.state, zip: info.zip },
})

/**
 * A visitor's new account, before the transaction: checked against the per-address limit and its
 * password hashed here, because hashing is the slowest step and must not hold the database.
 */
export async function prepareNewAccount(
  request: OrderRequest,
  address: string,
): Promise<{ ok: true; account: PreparedAccount } | PlaceOrderFailure> {
  const { details } = request
  // "An account already uses this e-mail" tells that it exists: the same per-address budget as the
  // build flow's account check. Every guest order is held to it, but only that answer spends it
  // (a crowd of new buyers behind one address never does), so a refusal says nothing either way.
  const existenceLimit = await checkAccountCheck(address)
  if (existenceLimit.limited)
    return {
      ok: false,
      status: 429,
      code: 'rate-limited',
      error: existenceLimit.message,
      retryAfterSeconds: existenceLimit.retryAfterSeconds,
    }
  if (await hasAccountWithEmail(details.email)) {
    await recordAccountCheck(address)
    return accountExists
  }
  const prepared = await prepareAccount(
    { email: details.email, ...profileOf(details), preferences: { productNews: request.productNews } },
    request.password ?? '',
    address,
    { passwordLater: true },
  )
  if (!prepared.ok)
    return {
      ok: false,
      status: 429,
      code: 'rate-limited',
      error: prepared.limit.message,
      retryAfterSeconds: prepared.limit.retryAfterSeconds,
    }
  return { ok: true, account: prepared.account }
}

/**
 * The one transaction: the buyer (the new account inserted, or the signed-in customer's profile
 * updated), the order with its price breakdown as computed now, and its first-deposit payment —
 * together or not at all. Every Local API call passes the transaction's `req`. Depth 0: the caller
 * has the customer and the order already, so nothing is read back to fill in the relations.
 */
export async function recordOrder(
  payload: Payload,
  request: OrderRequest,
  buyer: { account: PreparedAccount } | { customerId: number },
  afterOrder: AfterOrderStep,
): Promise<{ order: Order; customer: Customer; payment: Payment }> {
  const { terms } = request
  // New accounts whose password is expected: settled here unless the placement commits with one.
  const expecting: number[] = []
  const placed = inTransaction(payload, async (req) => {
    let customer: Customer
    if ('account' in buyer) {
      customer = await insertAccount(payload, buyer.account, req)
      expectPassword(customer.id)
      expecting.push(customer.id)
    } else
      customer = await updateBuyerProfile(req, buyer.customerId, {
        ...profileOf(request.details),
        // Ticking the box opts a customer in; leaving it unticked keeps what they chose before.
        ...(request.productNews ? { preferences: { productNews: true } } : {}),
      })
    const order = await changeOrder(req, {
      place: {
        number: await unusedOrderNumber(req),
        customer: customer.id,
        placementKey: request.placementKey,
        status: 'reserved',
        ...orderSnapshot(request.priced, terms),
        refundPolicy: policySnapshot(terms.refundRules),
        changePolicy: { ...terms.changeRules },
        financing: request.financing,
        firstDeposit: { amount: terms.firstDeposit, status: 'due' },
        secondDeposit: { amount: terms.secondDeposit, status: 'not-due' },
      },
    })
    await afterOrder(req)
    const payment = await insertPayment(req, {
      order: order.id,
      customer: customer.id,
      kind: 'first',
      amount: terms.firstDeposit,
      status: 'pending',
      provider: activeProviderId(),
      idempotencyKey: depositKey(order.id, 'first'),
      returnPath: sitePaths.paymentConfirmation(order.number),
    })
    return { order, customer, payment }
  })
  try {
    const made = await placed
    for (const id of expecting) if (id !== made.customer.id) stopExpectingPassword(id)
    return made
  } catch (error) {
    for (const id of expecting) stopExpectingPassword(id)
    throw error
  }
}

async function unusedOrderNumber(req: PayloadRequest) {
  let number = newOrderNumber()
  while (await orderNumberTaken(req, number)) number = newOrderNumber()
  return number
}
