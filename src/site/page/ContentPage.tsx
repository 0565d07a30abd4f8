import { RenderBlocks, type BlockList } from '@/blocks/RenderBlocks'
import { firstBlockRendersTitle } from '@/blocks/registry'
import { isWhiteHeaderRoute } from '@/config/routes'
import { pagePath } from '@/content/links/resolve'
import type { Page } from '@/payload-types'

import styles from './ContentPage.module.css'

/**
 * A CMS page: its blocks, and the header variant it asks for (the route table or the editor's
 * choice). In the popup the title shows; on a page it is announced only when no block shows it.
 * `firstBlockOnly`: the page behind a popup loaded directly, inert and unscrollable under a blurred
 * backdrop, where only its first screen is ever seen (closing the popup loads the whole page).
 */
export function ContentPage({
  page,
  inPopup = false,
  firstBlockOnly = false,
}: {
  page: Page
  inPopup?: boolean
  firstBlockOnly?: boolean
}) {
  const white = page.headerVariant === 'white' || isWhiteHeaderRoute(pagePath(page.slug))
  const all = page.content as BlockList
  const blocks = firstBlockOnly ? (all ?? []).slice(0, 1) : all
  return (
    <article data-page={page.slug} data-header-variant={inPopup ? undefined : white ? 'white' : 'default'}>
      {/* A title block (hero, covers) first on the page renders the h1; otherwise the page still needs one. */}
      {!firstBlockRendersTitle(blocks) && (
        <h1 className={inPopup ? styles.popupTitle : 'visually-hidden'}>{page.title}</h1>
      )}
      <RenderBlocks blocks={blocks} />
    </article>
  )
}
