import type { ComponentType } from 'react'

import { Accordion } from './accordion/Component'
import { AlternatedContent } from './alternated-content/Component'
import { Anchors } from './anchors/Component'
import { AnnotatedBackground } from './annotated-background/Component'
import { Benefits } from './benefits/Component'
import { BigSentence } from './big-sentence/Component'
import { CallToAction } from './call-to-action/Component'
import { Content } from './content/Component'
import { ContentSlider } from './content-slider/Component'
import { Cover } from './cover/Component'
import { Credibility } from './credibility/Component'
import { FeatureFocus } from './feature-focus/Component'
import { FullscreenSlider } from './fullscreen-slider/Component'
import { Dropdown } from './dropdown/Component'
import { FocusPoints } from './focus-points/Component'
import { FocusPost } from './focus-post/Component'
import { Hero } from './hero/Component'
import { ImageContent } from './image-content/Component'
import { ImageSlider } from './image-slider/Component'
import { LargeCover } from './large-cover/Component'
import { ListSection } from './list-section/Component'
import { OnOffGridImagesReveal } from './on-off-grid-images-reveal/Component'
import { Posts } from './posts/Component'
import { PreFooter } from './pre-footer/Component'
import { Quote } from './quote/Component'
import { SimpleContent } from './simple-content/Component'
import { StickySlider } from './sticky-slider/Component'
import { Team } from './team/Component'
import { TitleCover } from './title-cover/Component'

export type BlockData = { blockType: string; id?: string | null; [key: string]: unknown }
// Each component declares its own block type; the registry only needs to pass data through.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type BlockComponent = ComponentType<{ block: any; isFirst?: boolean; priority?: boolean }>

/** blockType -> component. A type missing here is skipped by RenderBlocks. */
export const blockRegistry: Record<string, BlockComponent> = {
  hero: Hero,
  'title-cover': TitleCover,
  'large-cover': LargeCover,
  cover: Cover,
  content: Content,
  'simple-content': SimpleContent,
  'image-content': ImageContent,
  'alternated-content': AlternatedContent,
  'big-sentence': BigSentence,
  quote: Quote,
  'list-section': ListSection,
  benefits: Benefits,
  credibility: Credibility,
  team: Team,
  'content-slider': ContentSlider,
  'image-slider': ImageSlider,
  'fullscreen-slider': FullscreenSlider,
  'sticky-slider': StickySlider,
  'on-off-grid-images-reveal': OnOffGridImagesReveal,
  'feature-focus': FeatureFocus,
  'call-to-action': CallToAction,
  'pre-footer': PreFooter,
  anchors: Anchors,
  accordion: Accordion,
  dropdown: Dropdown,
  'focus-points': FocusPoints,
  'annotated-background': AnnotatedBackground,
  posts: Posts,
  'focus-post': FocusPost,
}

/**
 * Blocks that render the page's `<h1>` (from their `title`) when they are the first block.
 * The one list of them: pages use it to decide whether they need a visually-hidden h1.
 */
export const TITLE_BLOCKS: ReadonlySet<string> = new Set(['hero', 'title-cover', 'large-cover', 'cover'])

/** True when the first block will render the page's h1 itself (a title block with a title). */
export function firstBlockRendersTitle(blocks: readonly BlockData[] | null | undefined): boolean {
  const first = blocks?.[0]
  return Boolean(first && TITLE_BLOCKS.has(first.blockType) && typeof first.title === 'string' && first.title.trim())
}

/** Blocks that open with a large image, and the field that holds it. */
const LEAD_IMAGE_FIELD: Readonly<Record<string, string>> = {
  hero: 'media',
  'large-cover': 'media',
  cover: 'media',
  'title-cover': 'image',
  'image-content': 'image',
}

const hasLeadImage = (block: BlockData | undefined) => {
  const field = block && LEAD_IMAGE_FIELD[block.blockType]
  const media = field ? block[field] : null
  return Boolean(media && typeof media === 'object' && String((media as { mimeType?: unknown }).mimeType ?? 'image/').startsWith('image/'))
}

/**
 * The block whose image is the page's largest paint, which loads with the HTML at high priority
 * (every other image loads lazily): the first block's lead image, or the second block's when the
 * first is a title band without one (its image then sits right under the title, in the first
 * screen). -1 when neither: no image is preloaded.
 */
export function leadImageBlockIndex(blocks: readonly BlockData[] | null | undefined): number {
  if (!blocks?.length) return -1
  if (hasLeadImage(blocks[0])) return 0
  if (TITLE_BLOCKS.has(blocks[0].blockType) && hasLeadImage(blocks[1])) return 1
  return -1
}
