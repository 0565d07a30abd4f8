import type { ListSectionBlock as ListSectionData } from '@/payload-types'
import { CMSLink } from '@/content/links/CMSLink'
import { anchorIdOf } from '@/blocks/_shared/anchor'
import { BlockHeader } from '@/blocks/_shared/BlockHeader'

import styles from './styles.module.css'

/** A titled definition list, e.g. specification rows; two columns on wide screens. */
export function ListSection({ block }: { block: ListSectionData }) {
  const titleId = `list-section-${block.id ?? 'title'}`
  const items = block.items ?? []
  return (
    <section
      className={`${styles.section} ${styles[block.background ?? 'paper'] ?? ''}`}
      data-block="list-section"
      id={anchorIdOf(block)}
      aria-labelledby={titleId}
    >
      <div className={styles.inner}>
        <BlockHeader
          eyebrow={block.eyebrow}
          title={block.title}
          intro={block.intro}
          titleId={titleId}
          classes={styles}
          titleRequired
          split
        />
        {items.length > 0 && (
          <dl className={styles.list}>
            {items.map((item, i) => (
              <div key={item.id ?? i} className={styles.row}>
                <dt className={styles.label}>{item.label}</dt>
                <dd className={styles.value}>{item.value}</dd>
                {item.note && <dd className={styles.note}>{item.note}</dd>}
              </div>
            ))}
          </dl>
        )}
        {block.link?.title && (
          <div className={styles.footer}>
            <CMSLink link={block.link} appearance="secondary" />
          </div>
        )}
      </div>
    </section>
  )
}
