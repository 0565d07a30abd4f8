import { notFound } from 'next/navigation'

/** Deeper paths that no route serves get the site's 404 page, with header and footer. */
export default function DeepNotFound() {
  notFound()
}
