import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { pagePath } from '@/content/links/resolve'
import { getPageBySlug, listPageSlugs } from '@/content/queries'
import { ContentPage } from '@/site/page/ContentPage'
import { documentMetadata } from '@/site/page/metadata'

type Props = { params: Promise<{ slug: string }> }

export const revalidate = false
export const dynamicParams = true

export async function generateStaticParams() {
  return (await listPageSlugs()).filter((slug) => pagePath(slug) !== '/').map((slug) => ({ slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const page = await getPageBySlug(slug)
  return page ? documentMetadata(page, pagePath(page.slug)) : {}
}

export default async function SlugPage({ params }: Props) {
  const { slug } = await params
  const page = await getPageBySlug(slug)
  if (!page) notFound()
  if (pagePath(page.slug) === '/') permanentRedirect('/')
  return <ContentPage page={page} />
}
