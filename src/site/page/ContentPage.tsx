import { RenderBlocks, type BlockList } from '@/blocks/RenderBlocks'
import { isWhiteHeaderRoute } from '@/config/routes'
import { pagePath } from '@/content/links/resolve'
import type { Page } from '@/payload-types'

/** A CMS page: its blocks, and the header variant it asks for (the route table or the editor's choice). */
export function ContentPage({ page }: { page: Page }) {
  const white = page.headerVariant === 'white' || isWhiteHeaderRoute(pagePath(page.slug))
  return (
    <article data-page={page.slug} data-header-variant={white ? 'white' : 'default'}>
      {!page.content?.some((block) => block.blockType === 'hero') && <h1 className="visually-hidden">{page.title}</h1>}
      <RenderBlocks blocks={page.content as BlockList} />
    </article>
  )
}
