import type { CommerceTerms } from '../catalog/types'
import type { PricedConfiguration } from '../pricing/price'
import { priceWithFee } from '../pricing/total'

/**
 * What an order keeps of its configuration and prices: a snapshot taken when it is placed, so
 * later catalog edits never change what the customer agreed to. `pricing.total` is the price of
 * the configured Pebble, as the build flow shows it; the destination fee is kept beside it.
 */
export function orderSnapshot(priced: PricedConfiguration, terms: Pick<CommerceTerms, 'destinationFee'>) {
  return {
    configuration: {
      trim: priced.trim,
      color: { uid: priced.color.uid, name: priced.color.name, price: priced.color.price },
      options: priced.options.map((o) => ({
        uid: o.uid,
        name: o.name,
        category: o.category,
        change: o.change,
        priceDelta: o.priceDelta,
      })),
    },
    pricing: {
      trim: priced.trim.price,
      color: priced.color.price,
      options: priced.optionsTotal,
      destinationFee: terms.destinationFee,
      total: priced.total,
    },
  }
}

type Priced = {
  pricing: { total: number; destinationFee: number }
  firstDeposit: { amount: number }
  secondDeposit: { amount: number }
}

/** What is left to pay at delivery: the price and the destination fee, less both deposits. */
export const balanceAtDelivery = (order: Priced) =>
  priceWithFee(order.pricing) - order.firstDeposit.amount - order.secondDeposit.amount
