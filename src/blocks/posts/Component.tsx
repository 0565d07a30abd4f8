import { anchorIdOf } from '@/blocks/_shared/anchor'
import { CMSLink } from '@/content/links/CMSLink'
import type { PostsBlock as PostsData } from '@/payload-types'

import { PostCardView } from './PostCardView'
import styles from './styles.module.css'

/**
 * Post cards: the latest posts, the latest with a tag, or hand-picked ones. The posts are read by
 * the block's `afterRead` hook (`resolvedPosts`), so this component only renders data.
 */
export function Posts({ block }: { block: PostsData }) {
  const titleId = `posts-${block.id ?? 'title'}`
  const posts = block.resolvedPosts ?? []
  const hasHeader = Boolean(block.eyebrow || block.title || block.intro)
  const columns = Math.min(3, Math.max(1, posts.length))
  return (
    <section
      className={`${styles.section} ${styles[block.background ?? 'paper'] ?? ''}`}
      data-block="posts"
      id={anchorIdOf(block)}
      aria-labelledby={block.title ? titleId : undefined}
      aria-label={block.title ? undefined : 'Posts'}
    >
      <div className={styles.inner}>
        {hasHeader && (
          <header className={styles.header}>
            <div>
              {block.eyebrow && <p className={styles.eyebrow}>{block.eyebrow}</p>}
              {block.title && (
                <h2 id={titleId} className={styles.title}>
                  {block.title}
                </h2>
              )}
            </div>
            {block.intro && <p className={styles.intro}>{block.intro}</p>}
          </header>
        )}
        {posts.length > 0 ? (
          <ul className={styles.grid} role="list" data-columns={columns}>
            {posts.map((post) => (
              <li key={post.id}>
                <PostCardView
                  post={post}
                  Heading={block.title ? 'h3' : 'h2'}
                  sizes={columns === 1 ? '(min-width: 1024px) 60vw, 100vw' : '(min-width: 1024px) 30vw, (min-width: 600px) 45vw, 100vw'}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>New stories are on their way.</p>
        )}
        {block.link?.title && (
          <div className={styles.footer}>
            <CMSLink link={block.link} appearance="secondary" />
          </div>
        )}
      </div>
    </section>
  )
}
