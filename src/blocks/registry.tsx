import type { ComponentType } from 'react'

import { CallToAction } from './call-to-action/Component'
import { Content } from './content/Component'
import { Hero } from './hero/Component'
import { Quote } from './quote/Component'

export type BlockData = { blockType: string; id?: string | null; [key: string]: unknown }
// Each component declares its own block type; the registry only needs to pass data through.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type BlockComponent = ComponentType<{ block: any; isFirst?: boolean }>

/** blockType -> component. A type missing here is skipped by RenderBlocks. */
export const blockRegistry: Record<string, BlockComponent> = {
  hero: Hero,
  content: Content,
  quote: Quote,
  'call-to-action': CallToAction,
}
