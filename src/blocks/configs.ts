import type { Block } from 'payload'

import { withAnchorField } from './_shared/anchorField'
import { AccordionBlock } from './accordion/config'
import { AlternatedContentBlock } from './alternated-content/config'
import { AnchorsBlock } from './anchors/config'
import { AnnotatedBackgroundBlock } from './annotated-background/config'
import { BenefitsBlock } from './benefits/config'
import { BigSentenceBlock } from './big-sentence/config'
import { CallToActionBlock } from './call-to-action/config'
import { ContentBlock } from './content/config'
import { ContentSliderBlock } from './content-slider/config'
import { CoverBlock } from './cover/config'
import { CredibilityBlock } from './credibility/config'
import { FeatureFocusBlock } from './feature-focus/config'
import { FullscreenSliderBlock } from './fullscreen-slider/config'
import { DropdownBlock } from './dropdown/config'
import { FocusPointsBlock } from './focus-points/config'
import { FocusPostBlock } from './focus-post/config'
import { FormBlock } from './form/config'
import { HeroBlock } from './hero/config'
import { ImageContentBlock } from './image-content/config'
import { ImageSliderBlock } from './image-slider/config'
import { LargeCoverBlock } from './large-cover/config'
import { ListSectionBlock } from './list-section/config'
import { OnOffGridImagesRevealBlock } from './on-off-grid-images-reveal/config'
import { PostsBlock } from './posts/config'
import { PreFooterBlock } from './pre-footer/config'
import { QuoteBlock } from './quote/config'
import { SimpleContentBlock } from './simple-content/config'
import { StickySliderBlock } from './sticky-slider/config'
import { TeamBlock } from './team/config'
import { TitleCoverBlock } from './title-cover/config'

/**
 * Blocks an editor can put on a page. Each block's slug is its `data-block` value.
 * Every block gets the optional `anchorId` field (see `_shared/anchorField.ts`).
 */
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
  AnchorsBlock,
  AccordionBlock,
  DropdownBlock,
  FocusPointsBlock,
  AnnotatedBackgroundBlock,
  PostsBlock,
  FocusPostBlock,
  FormBlock,
].map(withAnchorField)

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
  AccordionBlock,
  DropdownBlock,
  FocusPointsBlock,
].map(withAnchorField)
