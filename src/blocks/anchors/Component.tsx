import { anchorIdOf } from '@/blocks/_shared/anchor'
import type { AnchorsBlock as AnchorsData } from '@/payload-types'

import { LazyAnchorsList } from './LazyAnchorsList'
import styles from './styles.module.css'

/**
 * An in-page navigation bar, sticky under the header. Each item links to `#anchorId`, the id a
 * block renders from its "Anchor id" field, so without JavaScript the links still jump.
 */
export function Anchors({ block }: { block: AnchorsData }) {
  const items = (block.items ?? []).map((item) => ({ id: item.anchorId, label: item.label }))
  if (items.length === 0) return null
  return (
    <nav className={styles.bar} data-block="anchors" id={anchorIdOf(block)} aria-label={block.label || 'On this page'}>
      <LazyAnchorsList items={items} />
    </nav>
  )
}
