import { PostCardView } from '@/blocks/posts/PostCardView'
import { IntentLink } from '@/content/links/IntentLink'
import { blogPaths } from '@/kit/paths'

import styles from './blog.module.css'
import { BLOG_DESCRIPTION, BLOG_TITLE } from './copy'
import { listingPath, type Listing } from './listing'
import { Pagination } from './Pagination'
import { TagNav } from './TagNav'

const CARD_SIZES = '(min-width: 1024px) 30vw, (min-width: 600px) 45vw, 100vw'

const countOf = (n: number) => `${n} ${n === 1 ? 'post' : 'posts'}`

/** A page of the blog: every post, or one tag's, as cards, newest first, with the tags and the pages around it. */
export function BlogListing({ listing }: { listing: Listing }) {
  const { tag, posts, tags } = listing
  const { cards, page, totalPages, totalDocs } = posts
  return (
    <div className={styles.listing} data-blog-listing={tag ? `tag:${tag.slug}` : 'all'} data-page={page}>
      <header className={styles.header}>
        {tag && (
          <p className={styles.eyebrow}>
            <IntentLink href={blogPaths.index}>{BLOG_TITLE}</IntentLink>
            <span aria-hidden="true"> / </span>Tag
          </p>
        )}
        <h1 className={styles.title}>
          {tag ? tag.name : BLOG_TITLE}
          {page > 1 && <span className={styles.pageOf}>Page {page}</span>}
        </h1>
        <p className={styles.intro}>
          {tag ? (totalDocs > 0 ? `${countOf(totalDocs)} tagged “${tag.name}”.` : null) : BLOG_DESCRIPTION}
        </p>
      </header>
      <TagNav tags={tags} current={tag?.slug ?? null} />
      {cards.length > 0 ? (
        <ul className={styles.grid} role="list">
          {cards.map((post, index) => (
            <li key={post.id}>
              <PostCardView post={post} Heading="h2" sizes={CARD_SIZES} opens="page" priority={index === 0} />
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{tag ? `No posts tagged “${tag.name}” yet.` : 'No posts yet.'}</p>
          <p>
            {tag ? 'New stories are on their way. Meanwhile, the rest of the blog:' : 'New stories are on their way.'}
          </p>
          {tag && (
            <IntentLink className={styles.button} href={blogPaths.index}>
              See every post
            </IntentLink>
          )}
        </div>
      )}
      <Pagination page={page} totalPages={totalPages} pathOf={(n) => listingPath(tag, n)} />
    </div>
  )
}
