import { formatLongDate } from '@/content/dates'
import { IntentLink } from '@/content/links/IntentLink'
import { popupAttribute, postPath } from '@/content/links/resolve'
import { Media } from '@/content/media/Media'
import type { PostCard } from '@/payload-types'

import styles from './styles.module.css'

type Props = {
  post: PostCard
  Heading: 'h2' | 'h3'
  sizes: string
  /** Where the card's link opens the post: over the current page (the posts block), or as its own page (/blog, related posts). */
  opens?: 'popup' | 'page'
  /** The card whose image is the page's largest paint (the first of /blog): loaded with the HTML, at high priority. */
  priority?: boolean
}

/**
 * One post as a card: image, tags, title, excerpt, author and long date. The title's link covers
 * the card. Every list of posts on the site shows this card (the posts block, /blog, related posts).
 */
export function PostCardView({ post, Heading, sizes, opens = 'popup', priority }: Props) {
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <Media media={post.mainImage} fill sizes={sizes} className={styles.img} priority={priority} />
      </div>
      <div className={styles.body}>
        {post.tags.length > 0 && (
          <ul className={styles.tags} aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag.id}>{tag.name}</li>
            ))}
          </ul>
        )}
        <Heading className={styles.cardTitle}>
          <IntentLink
            className={styles.link}
            href={postPath(post.slug)}
            data-popup={opens === 'popup' ? popupAttribute({ type: 'post', uid: post.slug }) : undefined}
          >
            {post.title}
          </IntentLink>
        </Heading>
        {post.excerpt && <p className={styles.excerpt}>{post.excerpt}</p>}
        <p className={styles.meta}>
          {post.author && <span className={styles.author}>{post.author}</span>}
          <time dateTime={post.date}>{formatLongDate(post.date)}</time>
        </p>
      </div>
    </article>
  )
}
