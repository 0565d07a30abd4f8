import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { HOME_SLUG } from '@/content/links/resolve'
import { getFooter, getPageBySlug } from '@/content/queries'
import { JsonLd, organizationLd } from '@/seo/json-ld'
import { ContentPage } from '@/site/page/ContentPage'
import { documentMetadata } from '@/site/page/metadata'

export const revalidate = false

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPageBySlug(HOME_SLUG)
  return page ? documentMetadata(page, '/') : {}
}

export default async function HomePage() {
  const [page, footer] = await Promise.all([getPageBySlug(HOME_SLUG), getFooter()])
  if (!page) notFound()
  return (
    <>
      <JsonLd data={organizationLd((footer.social ?? []).map((link) => link.url))} />
      <ContentPage page={page} />
    </>
  )
}
