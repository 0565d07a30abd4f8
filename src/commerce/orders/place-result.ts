import type { Customer } from '@/payload-types'

/** What placing an order answers: the order and where to pay its first deposit, or why not. */
export type PlaceOrderResult =
  | {
      ok: true
      orderId: number
      orderNumber: string
      paymentId: number
      checkoutUrl: string
      accountCreated: boolean
      /** The answer signs this browser in as `customer` (a new account, or a retry proven by its password). */
      signInBrowser: boolean
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

export type PlaceOrderFailure = Extract<PlaceOrderResult, { ok: false }>
