import type { Block } from 'payload'

import { AlternatedContentBlock } from './alternated-content/config'
import { BenefitsBlock } from './benefits/config'
import { BigSentenceBlock } from './big-sentence/config'
import { CallToActionBlock } from './call-to-action/config'
import { ContentBlock } from './content/config'
import { ContentSliderBlock } from './content-slider/config'
import { CoverBlock } from './cover/config'
import { CredibilityBlock } from './credibility/config'
import { FeatureFocusBlock } from './feature-focus/config'
import { FullscreenSliderBlock } from './fullscreen-slider/config'
import { HeroBlock } from './hero/config'
import { ImageContentBlock } from './image-content/config'
import { ImageSliderBlock } from './image-slider/config'
import { LargeCoverBlock } from './large-cover/config'
import { ListSectionBlock } from './list-section/config'
import { OnOffGridImagesRevealBlock } from './on-off-grid-images-reveal/config'
import { PreFooterBlock } from './pre-footer/config'
import { QuoteBlock } from './quote/config'
import { SimpleContentBlock } from './simple-content/config'
import { StickySliderBlock } from './sticky-slider/config'
import { TeamBlock } from './team/config'
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
  ListSectionBlock,
  BenefitsBlock,
  CredibilityBlock,
  TeamBlock,
  // Interactive blocks (group C)
  ContentSliderBlock,
  ImageSliderBlock,
  FullscreenSliderBlock,
  StickySliderBlock,
  OnOffGridImagesRevealBlock,
  FeatureFocusBlock,
  CallToActionBlock,
  PreFooterBlock,
]

/** Blocks allowed in a post body. */
export const postBlocks: Block[] = [
  ContentBlock,
  SimpleContentBlock,
  ImageContentBlock,
  BigSentenceBlock,
  QuoteBlock,
  ListSectionBlock,
  BenefitsBlock,
  CallToActionBlock,
]
