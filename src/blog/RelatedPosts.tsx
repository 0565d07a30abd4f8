import { PostCardView } from '@/blocks/posts/PostCardView'
import type { PostCard } from '@/payload-types'

import styles from './blog.module.css'

/** "Keep reading": the related posts at the end of a post (content/posts/related.ts chooses them). */
export function RelatedPosts({ posts }: { posts: PostCard[] }) {
  if (posts.length === 0) return null
  return (
    <section className={styles.related} aria-labelledby="related-posts-title" data-related-posts>
      <div className={styles.relatedInner}>
        <h2 id="related-posts-title" className={styles.relatedTitle}>
          Keep reading
        </h2>
        <ul className={styles.grid} role="list">
          {posts.map((post) => (
            <li key={post.id}>
              <PostCardView
                post={post}
                Heading="h3"
                sizes="(min-width: 1024px) 30vw, (min-width: 600px) 45vw, 100vw"
                opens="page"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
