import { blockRegistry, type BlockData } from './registry'

export type BlockList = BlockData[] | null | undefined

/** Renders a list of CMS blocks in order. Unknown block types are skipped and logged (spec section 8). */
export function RenderBlocks({ blocks }: { blocks: BlockList }) {
  if (!blocks?.length) return null
  return (
    <>
      {blocks.map((block, index) => {
        const Component = blockRegistry[block.blockType]
        if (!Component) {
          console.warn(`[blocks] Unknown block type "${block.blockType}" skipped`)
          return null
        }
        return <Component key={block.id ?? index} block={block} isFirst={index === 0} />
      })}
    </>
  )
}
