import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { HOME_SLUG } from '@/content/links/resolve'
import { getPageBySlug } from '@/content/queries'
import { ContentPage } from '@/site/page/ContentPage'
import { documentMetadata } from '@/site/page/metadata'

export const revalidate = false

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPageBySlug(HOME_SLUG)
  return page ? documentMetadata(page, '/') : {}
}

export default async function HomePage() {
  const page = await getPageBySlug(HOME_SLUG)
  if (!page) notFound()
  return <ContentPage page={page} />
}
