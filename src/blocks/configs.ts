import type { Block } from 'payload'

import { CallToActionBlock } from './call-to-action/config'
import { ContentBlock } from './content/config'
import { HeroBlock } from './hero/config'
import { QuoteBlock } from './quote/config'

/** Blocks an editor can put on a page. Each block's slug is its `data-block` value. */
export const pageBlocks: Block[] = [HeroBlock, ContentBlock, QuoteBlock, CallToActionBlock]

/** Blocks allowed in a post body. */
export const postBlocks: Block[] = [ContentBlock, QuoteBlock, CallToActionBlock]
