import { anchorIdOf } from '@/blocks/_shared/anchor'
import { formatLongDate } from '@/content/dates'
import { IntentLink } from '@/content/links/IntentLink'
import { popupAttribute, postPath } from '@/content/links/resolve'
import { Media } from '@/content/media/Media'
import type { FocusPostBlock as FocusPostData } from '@/payload-types'

import styles from './styles.module.css'

/**
 * One featured post, large: the chosen post or, left empty, the latest (resolved on read by the
 * block's `afterRead` hook into `resolvedPost`). The whole card opens the post in the side popup.
 */
export function FocusPost({ block }: { block: FocusPostData }) {
  const post = block.resolvedPost
  if (!post) return null
  const titleId = `focus-post-${block.id ?? 'title'}`
  const classes = [
    styles.section,
    styles[block.background ?? 'beige'],
    block.imagePosition === 'right' ? styles.imageRight : '',
  ]
  return (
    <section
      className={classes.filter(Boolean).join(' ')}
      data-block="focus-post"
      id={anchorIdOf(block)}
      aria-labelledby={titleId}
    >
      <article className={styles.card}>
        <div className={styles.media}>
          <Media media={post.mainImage} fill sizes="(min-width: 1024px) 58vw, 100vw" className={styles.img} />
        </div>
        <div className={styles.body}>
          {block.eyebrow && <p className={styles.eyebrow}>{block.eyebrow}</p>}
          {post.tags.length > 0 && (
            <ul className={styles.tags} aria-label="Tags">
              {post.tags.map((tag) => (
                <li key={tag.id}>{tag.name}</li>
              ))}
            </ul>
          )}
          <h2 id={titleId} className={styles.title}>
            <IntentLink
              className={styles.link}
              href={postPath(post.slug)}
              data-popup={popupAttribute({ type: 'post', uid: post.slug })}
            >
              {post.title}
            </IntentLink>
          </h2>
          {post.excerpt && <p className={styles.excerpt}>{post.excerpt}</p>}
          <div className={styles.meta}>
            <time dateTime={post.date}>{formatLongDate(post.date)}</time>
            <span className={styles.more} aria-hidden="true">
              {block.linkLabel || 'Read the story'} <span className={styles.arrow}>→</span>
            </span>
          </div>
        </div>
      </article>
    </section>
  )
}
