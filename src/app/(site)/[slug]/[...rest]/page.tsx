import { notFound } from 'next/navigation'

import { redirectIfAny } from '@/seo/redirects/apply'

type Props = { params: Promise<{ slug: string; rest: string[] }> }

/** Deeper paths that no route serves: an editor's redirect if there is one, else the site's 404 page. */
export default async function DeepPath({ params }: Props) {
  const { slug, rest } = await params
  await redirectIfAny(`/${[slug, ...rest].join('/')}`)
  notFound()
}
