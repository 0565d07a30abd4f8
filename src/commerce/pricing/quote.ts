import type { Payload } from 'payload'
import { z } from 'zod'

import { loadCatalog, loadCommerceTerms } from '../catalog/data'
import {
  EstimateError,
  financingEstimate,
  fullPriceEstimate,
  type FinancingEstimate,
  type FullPriceEstimate,
} from './estimate'
import { priceConfiguration, type PricedConfiguration, type SelectionIssue } from './price'

/** The query a configurator sends: the selection, and the estimator's inputs. */
export const quoteQuerySchema = z.object({
  trim: z.string().max(64).optional(),
  color: z.string().max(64).optional(),
  // Absent = the trim's defaults; present (even empty) = exactly these.
  options: z
    .string()
    .max(2000)
    .optional()
    .transform((v) =>
      v === undefined
        ? undefined
        : v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
    ),
  term: z.coerce.number().int().positive().optional(),
  band: z.string().max(40).optional(),
  down: z.coerce.number().optional(),
})

export type Quote = PricedConfiguration & {
  issues: SelectionIssue[]
  firstDeposit: number
  secondDeposit: number
  full: FullPriceEstimate
  financing: FinancingEstimate | { error: string; field: string }
}

/** Everything the configurator shows about money, computed on the server from the catalog. */
export async function quote(payload: Payload, query: z.output<typeof quoteQuerySchema>): Promise<Quote> {
  const [catalog, terms] = await Promise.all([loadCatalog(payload), loadCommerceTerms(payload)])
  const priced = priceConfiguration(catalog, query)
  let financing: Quote['financing']
  try {
    financing = financingEstimate(priced.total, terms, {
      termMonths: query.term,
      creditBand: query.band,
      downPercent: query.down,
    })
  } catch (error) {
    if (!(error instanceof EstimateError)) throw error
    financing = { error: error.message, field: error.field }
  }
  return {
    ...priced,
    firstDeposit: terms.firstDeposit,
    secondDeposit: terms.secondDeposit,
    full: fullPriceEstimate(priced.total, terms),
    financing,
  }
}

/** Reads a quote query from URL search params. */
export function parseQuoteQuery(params: URLSearchParams | Record<string, string | string[] | undefined>) {
  const get = (key: string) => {
    const value = params instanceof URLSearchParams ? (params.get(key) ?? undefined) : params[key]
    return Array.isArray(value) ? value[0] : value
  }
  return quoteQuerySchema.safeParse({
    trim: get('trim'),
    color: get('color'),
    options: get('options'),
    term: get('term') || undefined,
    band: get('band') || undefined,
    down: get('down') || undefined,
  })
}
