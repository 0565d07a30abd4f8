import { IntentLink } from '@/content/links/IntentLink'
import type { TagSummary } from '@/content/queries'
import { blogPaths } from '@/kit/paths'

import styles from './blog.module.css'

/** Links to every tag that has posts, and to all posts; the listing shown is marked current. */
export function TagNav({ tags, current }: { tags: TagSummary[]; current: string | null }) {
  if (tags.length === 0) return null
  return (
    <nav className={styles.tagNav} aria-label="Tags">
      <ul role="list">
        <li>
          <IntentLink className={styles.tagLink} href={blogPaths.index} aria-current={current ? undefined : 'page'}>
            All posts
          </IntentLink>
        </li>
        {tags.map((tag) => (
          <li key={tag.id}>
            <IntentLink
              className={styles.tagLink}
              href={blogPaths.tag(tag.slug)}
              aria-current={tag.slug === current ? 'page' : undefined}
            >
              {tag.name}
            </IntentLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
