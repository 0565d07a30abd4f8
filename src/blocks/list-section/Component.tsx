import type { ListSectionBlock as ListSectionData } from '@/payload-types'
import { CMSLink } from '@/content/links/CMSLink'
import { anchorIdOf } from '@/blocks/_shared/anchor'

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
        <header className={styles.header}>
          <div>
            {block.eyebrow && <p className={styles.eyebrow}>{block.eyebrow}</p>}
            <h2 id={titleId} className={styles.title}>
              {block.title}
            </h2>
          </div>
          {block.intro && <p className={styles.intro}>{block.intro}</p>}
        </header>
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
