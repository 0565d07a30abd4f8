import type { CatalogImage } from '@/commerce/catalog/types'
import type { FinancingOptions } from '@/commerce/pricing/estimate'

/** What the build flow shows from the Build & payments settings. */
export type BuildTerms = {
  firstDeposit: number
  secondDeposit: number
  refundPolicy: string
  /** Whether the first deposit (due today) may be refunded under the policy an order placed now keeps. */
  firstDepositRefundable: boolean
  delivery: { forecast: string; note: string }
  pickupPoint: {
    name: string
    address: string
    phone: string
    mapsUrl: string
    map: CatalogImage | null
    photo: CatalogImage | null
  }
  terms: string
  disclaimer: string
  prequalificationUrl: string
  financing: FinancingOptions
}

/** The signed-in customer's details (read-only in the form), or null for a visitor. */
export type BuildCustomer = { email: string; info: Record<string, string> } | null
