import { listLatestPosts } from '@/content/queries'
import type { Author, Tag } from '@/payload-types'
import { rssFeed } from '@/seo/rss'

export const revalidate = false

/** /feed.xml: RSS of the 20 newest posts; cached until a post changes (the posts tag). */
export async function GET() {
  const posts = await listLatestPosts(20)
  const xml = rssFeed(
    posts.map((post) => ({
      title: post.title,
      slug: post.slug as string,
      date: post.date,
      excerpt: post.excerpt,
      author: typeof post.author === 'object' ? (post.author as Author | null)?.name : null,
      categories: (post.tags ?? []).flatMap((tag) =>
        typeof tag === 'object' && tag ? [{ name: (tag as Tag).name, slug: (tag as Tag).slug }] : [],
      ),
    })),
  )
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } })
}
