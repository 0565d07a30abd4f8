import { useEffect, useEffectEvent, useMemo, useState } from 'react'
import useSWR from 'swr'

import type { Selection } from '@/commerce/pricing/price'
import type { Quote } from '@/commerce/pricing/quote'
import { useSiteStore } from '@/site/state/store'

import type { EstimatorInputs } from './Estimator'
import { selectionQuery } from './url-state'

const fetchQuote = async (url: string): Promise<Quote> => {
  const res = await fetch(url)
  if (!res.ok) throw new Error((await res.json().catch(() => null))?.error ?? 'The price could not be computed.')
  return res.json()
}

/**
 * The price of the configuration and estimate, as the server computes it (/api/build/quote): the
 * flow only shows what it answers. The page-wide store's loading flag follows the request. A
 * configuration the catalog no longer fits (an old shared link) comes back resolved, and
 * `onResolved` gets what the server made of it.
 */
export function useQuote(
  selection: Selection,
  estimator: EstimatorInputs,
  initialQuote: Quote,
  onResolved: (selection: Selection) => void,
) {
  const setLoading = useSiteStore((s) => s.setLoading)
  const quoteKey = useMemo(() => {
    const out = selectionQuery(selection)
    if (estimator.term) out.set('term', String(estimator.term))
    if (estimator.band) out.set('band', estimator.band)
    if (estimator.down !== undefined) out.set('down', String(estimator.down))
    return `/api/build/quote?${out.toString()}`
  }, [selection, estimator])
  // The server already priced the configuration the page was rendered with: no second request for it.
  const [initialKey] = useState(quoteKey)
  const { data, error, isValidating } = useSWR<Quote, Error>(quoteKey, fetchQuote, {
    keepPreviousData: true,
    revalidateOnFocus: false,
    fallbackData: quoteKey === initialKey ? initialQuote : undefined,
    revalidateOnMount: quoteKey !== initialKey,
  })

  useEffect(() => setLoading(isValidating), [isValidating, setLoading])

  // When a new answer arrives only: the step or the handler changing must not replace the configuration again.
  const adoptResolved = useEffectEvent((resolved: Selection) => onResolved(resolved))
  useEffect(() => {
    if (data && data.issues.length > 0) adoptResolved(data.selection)
  }, [data])

  return { quote: data ?? initialQuote, error }
}
