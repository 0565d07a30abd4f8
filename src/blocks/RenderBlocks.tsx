import { Fragment, Suspense } from 'react'

import {
  blockComponent,
  type BlockData,
  type BlockOf,
  type BlockSlug,
  isBlockSlug,
  leadImageBlockIndex,
} from './registry'

export type BlockList = BlockData[] | null | undefined

/**
 * The first blocks render in the page's shell, without a Suspense boundary of their own. React
 * "outlines" a completed boundary of over 500 bytes once the HTML passes 12.8 kB: it sends the
 * boundary's HTML hidden and shows it a frame after the shell is painted. A post's first content
 * block arrived so, under the cover, and pushed the quote below it down (CLS 0.2 on a phone).
 */
const FIRST_SCREEN_BLOCKS = 3

/**
 * Renders a list of CMS blocks in order. Unknown block types are skipped and logged (spec section 8).
 * Each block is its own Suspense boundary: React then hydrates a long page block by block in short
 * tasks (and the block a visitor touches first), instead of in one long task that blocks input.
 * `isFirst` makes a title block render the page's h1; `priority` marks the one block whose image
 * is preloaded (leadImageBlockIndex). The first FIRST_SCREEN_BLOCKS have no boundary: they may be
 * on the first screen, and must be there when it is first painted.
 */
export function RenderBlocks({ blocks }: { blocks: BlockList }) {
  if (!blocks?.length) return null
  const leadImage = leadImageBlockIndex(blocks)
  return (
    <>
      {blocks.map((block, index) => {
        const type = block.blockType
        if (!isBlockSlug(type)) {
          console.warn(`[blocks] Unknown block type "${type}" skipped`)
          return null
        }
        const Component = blockComponent(type)
        // The data is the generated block of its slug (the CMS validated it against that config).
        const data = block as unknown as BlockOf<BlockSlug>
        const rendered = <Component block={data} isFirst={index === 0} priority={index === leadImage} />
        if (index < FIRST_SCREEN_BLOCKS) return <Fragment key={block.id ?? index}>{rendered}</Fragment>
        return <Suspense key={block.id ?? index}>{rendered}</Suspense>
      })}
    </>
  )
}
