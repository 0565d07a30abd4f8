import { RenderBlocks, type BlockList } from '@/blocks/RenderBlocks'
import type { Post } from '@/payload-types'

import { PostCover } from './PostCover'

/** A blog post: cover, then its content blocks. Used by the post page and the popup. */
export function PostArticle({ post }: { post: Post }) {
  return (
    <article data-post={post.slug}>
      <PostCover post={post} />
      <RenderBlocks blocks={post.content as BlockList} />
    </article>
  )
}
