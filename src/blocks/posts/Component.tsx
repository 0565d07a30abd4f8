import { anchorIdOf } from '@/blocks/_shared/anchor'
import { BlockHeader } from '@/blocks/_shared/BlockHeader'
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
        <BlockHeader
          eyebrow={block.eyebrow}
          title={block.title}
          intro={block.intro}
          titleId={titleId}
          classes={styles}
          split
        />
        {posts.length > 0 ? (
          <ul className={styles.grid} role="list" data-columns={columns}>
            {posts.map((post) => (
              <li key={post.id}>
                <PostCardView
                  post={post}
                  Heading={block.title ? 'h3' : 'h2'}
                  sizes={
                    columns === 1
                      ? '(min-width: 1024px) 60vw, 100vw'
                      : '(min-width: 1024px) 30vw, (min-width: 600px) 45vw, 100vw'
                  }
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
