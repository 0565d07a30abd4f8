import type { Payload } from 'payload'
import { z } from 'zod'

import type { SignedInCustomer } from '@/auth/session/signed-in-customer'
import type { Customer, Order } from '@/payload-types'
import { fieldErrors } from '@/kit/rules/field-errors'
import { newPasswordRule } from '@/kit/rules/password'

import { loadCatalog, loadCommerceTerms } from '../catalog/data'
import type { CommerceTerms } from '../catalog/types'
import { EstimateError, financingEstimate } from '../pricing/estimate'
import { priceConfiguration } from '../pricing/price'
import { customerInfoSchema, type CustomerInfo } from './customer-info'
import type { PlaceOrderFailure } from './place-result'

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
  /** The customer step's "send me product news": opt-in, so anything but true is no. */
  productNews: z.boolean().optional(),
})

/** An order request that can be placed: its configuration priced now, its financing estimated, the buyer's details complete. */
export type OrderRequest = {
  placementKey: string
  priced: ReturnType<typeof priceConfiguration>
  terms: CommerceTerms
  financing: Order['financing']
  details: CustomerInfo
  /** The new account's password; null for a signed-in customer. */
  password: string | null
  /** The buyer ticked "send me product news". */
  productNews: boolean
}

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

/**
 * Checks an order as posted, in this order: its shape, its configuration against the catalog, its
 * financing against the current terms, the buyer's details (a signed-in customer's stored ones
 * win) and a visitor's password. Reads only: nothing is written and no limit is spent.
 */
export async function validateOrder(
  payload: Payload,
  input: unknown,
  signedIn: SignedInCustomer | null,
): Promise<{ ok: true; request: OrderRequest } | PlaceOrderFailure> {
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
  const [catalog, terms] = await Promise.all([loadCatalog(payload), loadCommerceTerms(payload)])

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
  const merged = signedIn
    ? { ...submitted, ...Object.fromEntries(Object.entries(customerInfoOf(signedIn)).filter(([, v]) => v)) }
    : submitted
  const info = customerInfoSchema.safeParse(merged)
  const password = signedIn ? null : newPasswordRule.safeParse(body.password)
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

  return {
    ok: true,
    request: {
      placementKey: body.placementKey,
      priced,
      terms,
      financing,
      details: info.data,
      password: password ? password.data : null,
      productNews: body.productNews === true,
    },
  }
}
