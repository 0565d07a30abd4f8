import { blogPageParams, listingMetadataFor, renderListing } from '@/blog/route'

type Props = { params: Promise<{ page: string }> }

/** /blog/page/{n}: the blog's later pages (src/blog/route.tsx). */
export const revalidate = false
export const dynamicParams = true
export function generateStaticParams() {
  return blogPageParams()
}

export async function generateMetadata({ params }: Props) {
  return listingMetadataFor(await params)
}

export default async function BlogPageN({ params }: Props) {
  return renderListing(await params)
}
