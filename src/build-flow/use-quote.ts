import { useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react'

import type { Selection } from '@/commerce/pricing/price'
import type { Quote } from '@/commerce/pricing/quote'
import { afterHydration } from '@/kit/lazy/after-hydration'

import type { EstimatorInputs } from './Estimator'
import type { QuoteAnswer, QuoteSourceProps } from './QuoteSource'
import { selectionQuery } from './url-state'

/**
 * The component that fetches the prices (QuoteSource, with SWR), in a chunk of its own, fetched
 * when it is first drawn (BuildFlow draws it once the buyer starts using the page), so the page's
 * first load goes without the data-fetching library. The page came with its configuration priced;
 * a change made before it arrives is priced once it has.
 */
export const LazyQuoteSource = afterHydration<QuoteSourceProps>(() =>
  import('./QuoteSource').then((mod) => mod.QuoteSource),
)

/**
 * The price of the configuration and estimate, as the server computes it (/api/build/quote): the
 * flow only shows what it answers. Render `<LazyQuoteSource {...source} />` beside what uses it.
 * A configuration the catalog no longer fits (an old shared link) comes back resolved, and
 * `onResolved` gets what the server made of it.
 */
export function useQuote(
  selection: Selection,
  estimator: EstimatorInputs,
  initialQuote: Quote,
  onResolved: (selection: Selection) => void,
) {
  const quoteKey = useMemo(() => {
    const out = selectionQuery(selection)
    if (estimator.term) out.set('term', String(estimator.term))
    if (estimator.band) out.set('band', estimator.band)
    if (estimator.down !== undefined) out.set('down', String(estimator.down))
    return `/api/build/quote?${out.toString()}`
  }, [selection, estimator])
  const [initialKey] = useState(quoteKey)
  const [answer, setAnswer] = useState<{ quote: Quote; error?: Error }>({ quote: initialQuote })

  // When a new answer arrives only: the step or the handler changing must not replace the configuration again.
  const adoptResolved = useEffectEvent((resolved: Selection) => onResolved(resolved))
  useEffect(() => {
    if (answer.quote.issues.length > 0) adoptResolved(answer.quote.selection)
  }, [answer.quote])

  // An answer without a quote (a new configuration still on its way) keeps the last price shown.
  const onAnswer = useCallback(
    (next: QuoteAnswer) => setAnswer((last) => ({ quote: next.data ?? last.quote, error: next.error })),
    [],
  )
  const source: QuoteSourceProps = { quoteKey, initialKey, initialQuote, onAnswer }
  return { quote: answer.quote, error: answer.error, source }
}
