import type { ChangePolicy } from '../changes/policy'
import type { RefundPolicy } from '../refunds/policy'
/** The catalog as the price function and the configurator see it: plain data, money in cents. */
export type CatalogImage = {
  url: string
  alt: string
  width: number
  height: number
  /**
   * The image optimiser's URLs, added on the server by a page that draws the image in a client
   * component (commerce/ui/optimised-images.ts), so the browser needs no code to make them.
   */
  optimised?: { src: string; srcSet: string }
}

export type CatalogColor = {
  uid: string
  name: string
  description: string
  swatch: string
  /** Price on this trim; 0 is shown for the default colour, which is included. */
  price: number
  isDefault: boolean
  images: CatalogImage[]
}

export type CatalogOption = {
  uid: string
  name: string
  description: string
  /** Price of adding it (or what removing it saves when it is a default). */
  price: number
  category: string
  image: CatalogImage | null
  details: { title: string; text: string; image: CatalogImage | null } | null
  isDefault: boolean
  selectable: boolean
}

export type CatalogTrim = {
  uid: string
  label: string
  description: string
  price: number
  images: CatalogImage[]
  featureSlides: { title: string; text: string; image: CatalogImage | null }[]
  colors: CatalogColor[]
  options: CatalogOption[]
}

export type Catalog = {
  trims: CatalogTrim[]
  /** Option category labels, in display order. */
  categories: string[]
}

export type FinancingRate = { creditBand: string; months: number; aprPercent: number }

export type CommerceTerms = {
  firstDeposit: number
  secondDeposit: number
  destinationFee: number
  financing: FinancingRate[]
  downPayment: { minPercent: number; maxPercent: number; defaultPercent: number }
  prequalificationUrl: string
  disclaimer: string
  /** The refund rules (refunds/policy.ts); `refundPolicy` is them in words, with the editor's note. */
  refundRules: RefundPolicy
  refundPolicy: string
  /** Until which stage a buyer may change the configuration (changes/policy.ts). */
  changeRules: ChangePolicy
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
  nextSteps: string[]
}
