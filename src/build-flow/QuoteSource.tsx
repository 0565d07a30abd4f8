'use client'

import { useEffect } from 'react'
import useSWR from 'swr'

import type { Quote } from '@/commerce/pricing/quote'
import { swrConfig } from '@/site/data/swr'
import { useSiteStore } from '@/site/state/store'

/** What the quote's source last answered: a quote, an error, or neither yet. */
export type QuoteAnswer = { data?: Quote; error?: Error }
export type QuoteSourceProps = {
  quoteKey: string
  initialKey: string
  initialQuote: Quote
  onAnswer: (answer: QuoteAnswer) => void
}

const fetchQuote = async (url: string): Promise<Quote> => {
  const res = await fetch(url)
  if (!res.ok) throw new Error((await res.json().catch(() => null))?.error ?? 'The price could not be computed.')
  return res.json()
}

/**
 * Asks /api/build/quote for the price of `quoteKey` and hands each answer to `onAnswer`; draws
 * nothing. The page-wide store's loading flag follows the request. A chunk of its own with the
 * data-fetching library, fetched when BuildFlow first draws it (use-quote.ts).
 */
export function QuoteSource({ quoteKey, initialKey, initialQuote, onAnswer }: QuoteSourceProps) {
  const setLoading = useSiteStore((s) => s.setLoading)
  const { data, error, isValidating } = useSWR<Quote, Error>(quoteKey, fetchQuote, {
    ...swrConfig,
    keepPreviousData: true,
    revalidateOnFocus: false,
    // The server already priced the configuration the page was rendered with: no second request for it.
    fallbackData: quoteKey === initialKey ? initialQuote : undefined,
    revalidateOnMount: quoteKey !== initialKey,
  })

  useEffect(() => setLoading(isValidating), [isValidating, setLoading])
  useEffect(() => () => setLoading(false), [setLoading])
  useEffect(() => onAnswer({ data, error } satisfies QuoteAnswer), [data, error, onAnswer])
  return null
}
