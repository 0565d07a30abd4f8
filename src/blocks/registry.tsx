import type { ComponentType } from 'react'

import type { Page } from '@/payload-types'

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
import { Form } from './form/Component'
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

/** Any block an editor can put on a page (posts allow a subset of them), as generated from the block configs. */
export type PageBlock = NonNullable<Page['content']>[number]
/** The slug of a block config, i.e. a block's `blockType` (and `data-block`). */
export type BlockSlug = PageBlock['blockType']
/** The generated data type of the block with slug `S`. */
export type BlockOf<S extends BlockSlug> = Extract<PageBlock, { blockType: S }>
/** The component of the block with slug `S`: it receives that block's own generated type. */
export type BlockComponent<S extends BlockSlug = BlockSlug> = ComponentType<{
  block: BlockOf<S>
  isFirst?: boolean
  priority?: boolean
}>
type BlockComponents = { readonly [S in BlockSlug]: BlockComponent<S> }

/** A block as read from data: its type is any string, and unknown types are skipped. */
export type BlockData = { blockType: string; id?: string | null; [key: string]: unknown }

/**
 * blockType -> component. One entry per block config (a config without a component, or a
 * component without a config, is a type error). A type missing here is skipped by RenderBlocks.
 */
const components = {
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
  form: Form,
} satisfies BlockComponents

/** The registry, also looked up by any string (a block type read from data; unknown gives `unknown`). */
export const blockRegistry: BlockComponents & Readonly<Record<string, unknown>> = components

/** True when `type` is the slug of a registered block. */
export const isBlockSlug = (type: string): type is BlockSlug => Object.hasOwn(components, type)

/** The component of the block with slug `slug`. */
export const blockComponent = <S extends BlockSlug>(slug: S): BlockComponent<S> => (components as BlockComponents)[slug]

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
  return Boolean(
    media &&
    typeof media === 'object' &&
    String((media as { mimeType?: unknown }).mimeType ?? 'image/').startsWith('image/'),
  )
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
