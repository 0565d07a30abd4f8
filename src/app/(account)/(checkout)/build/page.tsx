import type { Metadata } from 'next'

import { getCustomer } from '@/auth/session/current-customer'
import { BuildFlow } from '@/build-flow/BuildFlow'
import { withOptimisedImages } from '@/commerce/ui/optimised-images'
import { loadCatalog, loadCommerceTerms } from '@/commerce/catalog/data'
import { payloadClient } from '@/db/payload'
import { customerInfoOf } from '@/commerce/orders/place'
import { financingOptions } from '@/commerce/pricing/estimate'
import { parseQuoteQuery, quote } from '@/commerce/pricing/quote'
import { JsonLd, productLd } from '@/seo/json-ld'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = {
  title: 'Build your Pebble',
  description: 'Configure your Pebble One, see your price and reserve it with a $250 deposit.',
}

export default async function BuildPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const params = await searchParams
  const payload = await payloadClient()
  const [catalog, terms, customer] = await Promise.all([
    loadCatalog(payload),
    loadCommerceTerms(payload),
    getCustomer(),
  ])
  const query = parseQuoteQuery(params)
  const initialQuote = await quote(payload, query.success ? query.data : { options: undefined })
  return (
    <>
      {catalog.trims.length > 0 && <JsonLd data={productLd(catalog)} />}
      <BuildFlow
        catalog={withOptimisedImages(catalog)}
        initialQuote={initialQuote}
        terms={{
          firstDeposit: terms.firstDeposit,
          secondDeposit: terms.secondDeposit,
          refundPolicy: terms.refundPolicy,
          firstDepositRefundable: terms.refundRules.first.refundable,
          delivery: terms.delivery,
          pickupPoint: withOptimisedImages(terms.pickupPoint),
          terms: terms.terms,
          disclaimer: terms.disclaimer,
          prequalificationUrl: terms.prequalificationUrl,
          financing: financingOptions(terms),
        }}
        customer={
          customer
            ? {
                email: customer.email,
                info: Object.fromEntries(Object.entries(customerInfoOf(customer)).map(([k, v]) => [k, v ?? ''])),
              }
            : null
        }
      />
    </>
  )
}
