import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { HOME_SLUG, pagePath } from '@/content/links/resolve'
import { getPageBySlug, listPageSlugs } from '@/content/queries'
import { ContentPage } from '@/site/page/ContentPage'
import { documentMetadata } from '@/site/page/metadata'
import { LazyInitialPopup } from '@/site/popup/LazyInitialPopup'
import { redirectIfAny } from '@/seo/redirects/apply'

type Props = { params: Promise<{ slug: string }> }

export const revalidate = false
export const dynamicParams = true

export async function generateStaticParams() {
  return (await listPageSlugs()).filter((slug) => slug !== HOME_SLUG).map((slug) => ({ slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const page = await getPageBySlug(slug)
  return page ? documentMetadata(page, pagePath(page.slug)) : {}
}

export default async function SlugPage({ params }: Props) {
  const { slug } = await params
  const page = await getPageBySlug(slug)
  if (!page) {
    await redirectIfAny(`/${slug}`)
    notFound()
  }
  if (page.slug === HOME_SLUG) permanentRedirect('/')
  if (!page.openInPopup) return <ContentPage page={page} />

  // A popup page loaded directly shows over the home page (spec: /team), of which only the first screen is seen.
  const home = await getPageBySlug(HOME_SLUG)
  return (
    <>
      {home && <ContentPage page={home} firstBlockOnly />}
      <LazyInitialPopup target={{ type: 'page', uid: page.slug }} label={page.title}>
        <ContentPage page={page} inPopup />
      </LazyInitialPopup>
    </>
  )
}
