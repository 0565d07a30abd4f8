import { formatLongDate } from '@/content/dates'
import { IntentLink } from '@/content/links/IntentLink'
import { postPath } from '@/content/links/resolve'
import { Media } from '@/content/media/Media'
import { blogPaths } from '@/kit/paths'
import type { Post } from '@/payload-types'

import styles from './PostCover.module.css'
import { ShareControl } from './ShareControl'

/** Main image, title, author, tags (each a link to its tag page) and the long-form date of a post (spec section 2). */
export function PostCover({ post }: { post: Post }) {
  const author = post.author && typeof post.author === 'object' ? post.author : null
  const postTags = (post.tags ?? []).filter((tag) => typeof tag === 'object')
  return (
    <header className={styles.cover}>
      <div className={styles.text}>
        {postTags.length > 0 && (
          <ul className={styles.tags} aria-label="Tags">
            {postTags.map((tag) => (
              <li key={tag.id}>
                <IntentLink className={styles.tag} href={blogPaths.tag(tag.slug)}>
                  {tag.name}
                </IntentLink>
              </li>
            ))}
          </ul>
        )}
        <h1 className={styles.title}>{post.title}</h1>
        <p className={styles.byline}>
          {author && <span>By {author.name}</span>}
          <time dateTime={post.date}>{formatLongDate(post.date)}</time>
        </p>
        <div className={styles.share}>
          <ShareControl title={post.title} path={postPath(post.slug)} />
        </div>
      </div>
      <div className={styles.image}>
        <Media media={post.mainImage} sizes="(min-width: 1320px) 1320px, 100vw" priority />
      </div>
    </header>
  )
}
