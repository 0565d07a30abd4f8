import { requireCustomer } from '@/auth/session/current-customer'
import { PostCardView } from '@/blocks/posts/PostCardView'

import { listOwnerNews } from '../data'
import { portalPaths } from '@/kit/paths'
import { Screen } from '@/kit/screen/Screen'
import styles from './news.module.css'

/** /customer-portal/my-pebble/latest-news: posts tagged for owners, newest first; each card opens /post/{slug}. */
export async function LatestNewsScreen() {
  const customer = await requireCustomer(portalPaths.latestNews)
  const posts = await listOwnerNews(customer)
  return (
    <Screen
      eyebrow="My Pebble"
      title="Latest news"
      back={{ href: portalPaths.myPebble, label: 'My Pebble' }}
      intro={<p>Notes for owners from our engineers, the delivery team and the first owners on the road.</p>}
    >
      {posts.length > 0 ? (
        <ul className={styles.grid} aria-label="Posts for owners">
          {posts.map((post) => (
            <li key={post.id}>
              <PostCardView post={post} Heading="h2" sizes="(min-width: 1024px) 30vw, (min-width: 600px) 45vw, 100vw" />
            </li>
          ))}
        </ul>
      ) : (
        <p>New stories for owners are on their way.</p>
      )}
    </Screen>
  )
}
