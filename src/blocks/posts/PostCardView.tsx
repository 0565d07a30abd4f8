import { formatLongDate } from '@/content/dates'
import { IntentLink } from '@/content/links/IntentLink'
import { popupAttribute, postPath } from '@/content/links/resolve'
import { Media } from '@/content/media/Media'
import type { PostCard } from '@/payload-types'

import styles from './styles.module.css'

/** One post as a card: image, tags, title, excerpt and long date. The title's link covers the card and opens the side popup. */
export function PostCardView({ post, Heading, sizes }: { post: PostCard; Heading: 'h2' | 'h3'; sizes: string }) {
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <Media media={post.mainImage} fill sizes={sizes} className={styles.img} />
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
            data-popup={popupAttribute({ type: 'post', uid: post.slug })}
          >
            {post.title}
          </IntentLink>
        </Heading>
        {post.excerpt && <p className={styles.excerpt}>{post.excerpt}</p>}
        <time className={styles.date} dateTime={post.date}>
          {formatLongDate(post.date)}
        </time>
      </div>
    </article>
  )
}
