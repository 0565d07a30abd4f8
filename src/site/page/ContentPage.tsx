import { RenderBlocks, type BlockList } from '@/blocks/RenderBlocks'
import type { Page } from '@/payload-types'

/** A CMS page: its blocks, and the header variant it asks for. */
export function ContentPage({ page }: { page: Page }) {
  return (
    <article data-page={page.slug} data-header-variant={page.headerVariant ?? 'default'}>
      {!page.content?.some((block) => block.blockType === 'hero') && <h1 className="visually-hidden">{page.title}</h1>}
      <RenderBlocks blocks={page.content as BlockList} />
    </article>
  )
}
