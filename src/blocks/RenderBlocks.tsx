import { Suspense } from 'react'

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
 * Renders a list of CMS blocks in order. Unknown block types are skipped and logged (spec section 8).
 * Each block is its own Suspense boundary: React then hydrates a long page block by block in short
 * tasks (and the block a visitor touches first), instead of in one long task that blocks input.
 * `isFirst` makes a title block render the page's h1; `priority` marks the one block whose image
 * is preloaded (leadImageBlockIndex).
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
        return (
          <Suspense key={block.id ?? index}>
            <Component block={data} isFirst={index === 0} priority={index === leadImage} />
          </Suspense>
        )
      })}
    </>
  )
}
