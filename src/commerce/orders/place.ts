import configPromise from '@payload-config'
import { getPayload, type PayloadRequest } from 'payload'
import { z } from 'zod'

import {
  abandonAccount,
  insertAccount,
  isDuplicateAccount,
  prepareAccount,
  storePasswordSoon,
  type PreparedAccount,
} from '@/auth/accounts'
import { checkAccountCheck, recordAccountCheck } from '@/rate-limit/policies'
import { customerByEmail } from '@/auth/customer-lookup'
import type { SignedInCustomer } from '@/auth/session/current-customer'
import type { Customer, Order, Payment } from '@/payload-types'

import { loadCatalog, loadCommerceTerms } from '../catalog/queries'
import { inTransaction } from '@/db/transaction'
import { ensureCheckout, depositKey } from '../payments/checkout'
import { activeProviderId } from '../payments/provider'
import { EstimateError, financingEstimate } from '../pricing/estimate'
import { priceConfiguration } from '../pricing/price'
import { fieldErrors } from '@/kit/rules/field-errors'
import { newPasswordRule } from '@/kit/rules/password'
import { sitePaths } from '@/kit/paths'

import { customerInfoSchema, type CustomerInfo } from './customer-info'
import { newOrderNumber } from './number'
import { orderSnapshot } from './snapshot'

export const placeOrderSchema = z.object({
  placementKey: z.uuid('Missing checkout attempt id.'),
  selection: z.object({
    trim: z.string().max(64),
    color: z.string().max(64),
    options: z.array(z.string().max(64)).max(50),
  }),
  financing: z
    .object({
      mode: z.enum(['full', 'finance']),
      termMonths: z.number().int().optional(),
      creditBand: z.string().max(40).optional(),
      downPercent: z.number().int().optional(),
    })
    .optional(),
  customer: z.record(z.string(), z.unknown()).optional(),
  password: z.unknown().optional(),
  acceptTerms: z.literal(true, { error: 'Please review and accept the terms.' }),
})

export type PlaceOrderResult =
  | {
      ok: true
      orderId: number
      orderNumber: string
      paymentId: number
      checkoutUrl: string
      accountCreated: boolean
      customer: Customer
    }
  | {
      ok: false
      status: number
      error: string
      code?: 'validation' | 'configuration' | 'account-exists' | 'conflict' | 'provider' | 'rate-limited'
      fieldErrors?: Record<string, string>
      retryAfterSeconds?: number
    }

/** Test servers only (PEBBLE_TEST_FAULTS=1): runs inside the order's transaction, between the order and its payment. */
export type PlacementFault = (req: PayloadRequest) => Promise<void>

/** The signed-in customer's details as the form's fields (read-only in the form). */
export function customerInfoOf(customer: Customer): Partial<Record<keyof CustomerInfo, string>> {
  const [firstName, ...rest] = (customer.name ?? '').split(' ')
  return {
    firstName,
    lastName: rest.join(' '),
    email: customer.email,
    phone: customer.phone ?? '',
    country: 'US',
    line1: customer.address?.line1 ?? '',
    line2: customer.address?.line2 ?? '',
    city: customer.address?.city ?? '',
    state: customer.address?.state ?? '',
    zip: customer.address?.zip ?? '',
  }
}

const profileOf = (info: CustomerInfo) => ({
  name: `${info.firstName} ${info.lastName}`,
  phone: info.phone,
  address: { line1: info.line1, line2: info.line2, city: info.city, state: info.state, zip: info.zip },
})

/**
 * Places an order: the customer account (new, or the signed-in one), the order with its price
 * breakdown as computed now, and its first-deposit payment, in one transaction — together or
 * not at all. Then opens the provider checkout. A repeated request with the same placement key
 * (double click, retry) returns the same order and checkout.
 */
export async function placeOrder(
  input: unknown,
  context: { customer: SignedInCustomer | null; address: string; fault?: PlacementFault },
): Promise<PlaceOrderResult> {
  const parsed = placeOrderSchema.safeParse(input)
  if (!parsed.success)
    return {
      ok: false,
      status: 400,
      code: 'validation',
      error: parsed.error.issues[0]?.message ?? 'Invalid order.',
      fieldErrors: fieldErrors(parsed.error),
    }
  const body = parsed.data
  const [catalog, terms] = await Promise.all([loadCatalog(), loadCommerceTerms()])

  const priced = priceConfiguration(catalog, body.selection)
  if (priced.issues.length)
    return { ok: false, status: 400, code: 'configuration', error: priced.issues.map((i) => i.message).join(' ') }

  let financing: Order['financing'] = { mode: 'full' }
  if (body.financing?.mode === 'finance') {
    try {
      const f = financingEstimate(priced.total, terms, body.financing)
      financing = {
        mode: 'finance',
        termMonths: f.termMonths,
        creditBand: f.creditBand,
        downPaymentPercent: f.downPercent,
        aprPercent: f.aprPercent,
        monthlyPayment: f.monthlyPayment,
      }
    } catch (error) {
      if (error instanceof EstimateError)
        return {
          ok: false,
          status: 400,
          code: 'validation',
          error: error.message,
          fieldErrors: { [`financing.${error.field}`]: error.message },
        }
      throw error
    }
  }

  // The signed-in customer's stored details win; the form may only fill what their profile lacks.
  const submitted = body.customer ?? {}
  const merged = context.customer
    ? { ...submitted, ...Object.fromEntries(Object.entries(customerInfoOf(context.customer)).filter(([, v]) => v)) }
    : submitted
  const info = customerInfoSchema.safeParse(merged)
  const password = context.customer ? null : newPasswordRule.safeParse(body.password)
  if (!info.success || (password && !password.success)) {
    const errors = {
      ...(info.success ? {} : fieldErrors(info.error)),
      ...(password && !password.success ? { password: password.error.issues[0].message } : {}),
    }
    return {
      ok: false,
      status: 400,
      code: 'validation',
      error: 'Please correct the highlighted fields.',
      fieldErrors: errors,
    }
  }

  const details = info.data
  const existing = await findByPlacementKey(body.placementKey)
  if (existing) return resumeIfSameBuyer(existing, context.customer, details.email)

  const payload = await getPayload({ config: configPromise })
  const accountExists = {
    ok: false,
    status: 409,
    code: 'account-exists',
    error: 'An account already uses this e-mail address. Sign in to continue with your build.',
    fieldErrors: { email: 'An account already uses this e-mail address. Sign in to continue.' },
  } as const
  // A new account is checked against the per-address limit and its password hashed here, before
  // the transaction: hashing is the slowest step and must not hold the database.
  let account: PreparedAccount | null = null
  if (!context.customer) {
    // "An account already uses this e-mail" tells that it exists: the same per-address budget as the
    // build flow's account check. Every guest order is held to it, but only that answer spends it
    // (a crowd of new buyers behind one address never does), so a refusal says nothing either way.
    const existenceLimit = checkAccountCheck(context.address)
    if (existenceLimit.limited)
      return {
        ok: false,
        status: 429,
        code: 'rate-limited',
        error: existenceLimit.message,
        retryAfterSeconds: existenceLimit.retryAfterSeconds,
      }
    if (await customerByEmail(details.email)) {
      recordAccountCheck(context.address)
      return accountExists
    }
    const prepared = await prepareAccount(
      { email: details.email, ...profileOf(details) },
      password?.data ?? '',
      context.address,
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
    account = prepared.account
  }

  let made: { order: Order; customer: Customer }
  try {
    made = await inTransaction(payload, async (req) => {
      const customer = account
        ? await insertAccount(payload, account, req)
        : await payload.update({
            collection: 'customers',
            id: context.customer!.id,
            data: profileOf(details),
            req,
            overrideAccess: true,
          })
      const order = await payload.create({
        collection: 'orders',
        data: {
          number: await unusedOrderNumber(req),
          customer: customer.id,
          placementKey: body.placementKey,
          status: 'reserved',
          ...orderSnapshot(priced, terms),
          financing,
          firstDeposit: { amount: terms.firstDeposit, status: 'due' },
          secondDeposit: { amount: terms.secondDeposit, status: 'not-due' },
        },
        req,
        overrideAccess: true,
      })
      await context.fault?.(req)
      await payload.create({
        collection: 'payments',
        data: {
          order: order.id,
          customer: customer.id,
          kind: 'first',
          amount: terms.firstDeposit,
          status: 'pending',
          provider: activeProviderId(),
          idempotencyKey: depositKey(order.id, 'first'),
          returnPath: sitePaths.paymentConfirmation(order.number),
        },
        req,
        overrideAccess: true,
      })
      return { order, customer }
    })
  } catch (error) {
    // A concurrent request with the same placement key (a double click) may have won the race:
    // then this one answers with that order instead of failing.
    const winner = await findByPlacementKey(body.placementKey)
    if (winner) return resumeIfSameBuyer(winner, context.customer, details.email)
    if (account && isDuplicateAccount(error)) {
      abandonAccount(account)
      return accountExists
    }
    throw error
  }
  if (account) storePasswordSoon(payload, made.customer.id, password?.data ?? '')
  return resume(made.order, made.customer, account !== null)

  async function unusedOrderNumber(req: PayloadRequest) {
    let number = newOrderNumber()
    while (
      (await payload.count({ collection: 'orders', where: { number: { equals: number } }, req, overrideAccess: true }))
        .totalDocs > 0
    )
      number = newOrderNumber()
    return number
  }
}

async function findByPlacementKey(placementKey: string): Promise<Order | null> {
  const payload = await getPayload({ config: configPromise })
  const { docs } = await payload.find({
    collection: 'orders',
    where: { placementKey: { equals: placementKey } },
    limit: 1,
    depth: 1,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** A retry (same placement key) resumes the order it made, but only for the buyer who made it. */
function resumeIfSameBuyer(
  order: Order,
  signedIn: SignedInCustomer | null,
  email: string,
): Promise<PlaceOrderResult> | PlaceOrderResult {
  const owner = order.customer as Customer
  const same = signedIn ? owner.id === signedIn.id : owner.email === email
  if (!same)
    return {
      ok: false,
      status: 409,
      code: 'conflict',
      error: 'This checkout was already used. Reload the page to start again.',
    }
  return resume(order, owner, false)
}

async function resume(order: Order, customer: Customer, accountCreated: boolean): Promise<PlaceOrderResult> {
  const payload = await getPayload({ config: configPromise })
  const { docs } = await payload.find({
    collection: 'payments',
    where: { idempotencyKey: { equals: depositKey(order.id, 'first') } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const payment = docs[0] as Payment | undefined
  if (!payment) return { ok: false, status: 500, error: 'The order has no deposit payment.' }
  try {
    const checkoutUrl = await ensureCheckout(payment, order, customer)
    return {
      ok: true,
      orderId: order.id,
      orderNumber: order.number,
      paymentId: payment.id,
      checkoutUrl,
      accountCreated,
      customer,
    }
  } catch (error) {
    console.error(`[payments] checkout for ${order.number} failed:`, error)
    return {
      ok: false,
      status: 502,
      code: 'provider',
      error: `Your reservation ${order.number} is saved, but the payment page did not open. Please try again in a moment.`,
    }
  }
}
