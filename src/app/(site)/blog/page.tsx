import { listingMetadataFor, renderListing } from '@/blog/route'

/** /blog: every published post, newest first, 12 a page (src/blog/route.tsx). */
export const revalidate = false

export const generateMetadata = () => listingMetadataFor({})

export default function BlogPage() {
  return renderListing({})
}
