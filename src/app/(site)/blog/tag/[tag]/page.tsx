import { listingMetadataFor, renderListing, tagParams } from '@/blog/route'

type Props = { params: Promise<{ tag: string }> }

/** /blog/tag/{slug}: one tag's posts (src/blog/route.tsx). */
export const revalidate = false
export const dynamicParams = true
export function generateStaticParams() {
  return tagParams()
}

export async function generateMetadata({ params }: Props) {
  return listingMetadataFor(await params)
}

export default async function TagPage({ params }: Props) {
  return renderListing(await params)
}
