import { listingMetadataFor, renderListing, tagPageParams } from '@/blog/route'

type Props = { params: Promise<{ tag: string; page: string }> }

/** /blog/tag/{slug}/page/{n}: one tag's later pages (src/blog/route.tsx). */
export const revalidate = false
export const dynamicParams = true
export function generateStaticParams() {
  return tagPageParams()
}

export async function generateMetadata({ params }: Props) {
  return listingMetadataFor(await params)
}

export default async function TagPageN({ params }: Props) {
  return renderListing(await params)
}
