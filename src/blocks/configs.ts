import type { Block } from 'payload'

import { AlternatedContentBlock } from './alternated-content/config'
import { BigSentenceBlock } from './big-sentence/config'
import { CallToActionBlock } from './call-to-action/config'
import { ContentBlock } from './content/config'
import { CoverBlock } from './cover/config'
import { HeroBlock } from './hero/config'
import { ImageContentBlock } from './image-content/config'
import { LargeCoverBlock } from './large-cover/config'
import { QuoteBlock } from './quote/config'
import { SimpleContentBlock } from './simple-content/config'
import { TitleCoverBlock } from './title-cover/config'

/** Blocks an editor can put on a page. Each block's slug is its `data-block` value. */
export const pageBlocks: Block[] = [
  HeroBlock,
  TitleCoverBlock,
  LargeCoverBlock,
  CoverBlock,
  ContentBlock,
  SimpleContentBlock,
  ImageContentBlock,
  AlternatedContentBlock,
  BigSentenceBlock,
  QuoteBlock,
  CallToActionBlock,
]

/** Blocks allowed in a post body. */
export const postBlocks: Block[] = [
  ContentBlock,
  SimpleContentBlock,
  ImageContentBlock,
  BigSentenceBlock,
  QuoteBlock,
  CallToActionBlock,
]
