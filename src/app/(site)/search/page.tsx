import type { Metadata } from 'next'

import { normalizeQuery } from '@/content/search/terms'
import { SearchPage } from '@/search/SearchPage'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = normalizeQuery((await searchParams).q)
  return {
    title: query ? `Search: ${query} · Pebble` : 'Search · Pebble',
    description: 'Search Pebble’s pages and blog posts.',
    // Result pages are endless and thin: kept out of search engines, their links followed.
    robots: { index: false, follow: true },
  }
}

export default async function Search({ searchParams }: Props) {
  const { q, page } = await searchParams
  return <SearchPage q={q} page={page} />
}
