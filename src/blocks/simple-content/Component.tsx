import type { SimpleContentBlock as SimpleContentData } from '@/payload-types'
import { RichText } from '@/content/richtext/RichText'
import { anchorIdOf } from '@/blocks/_shared/anchor'

import styles from './styles.module.css'

const variantClass: Record<SimpleContentData['variant'], string | undefined> = {
  centred: styles.centred,
  'two-columns': styles.twoColumns,
  'side-title': styles.sideTitle,
}

/** Rich text, centred, flowing in two columns, or beside a title. */
export function SimpleContent({ block }: { block: SimpleContentData }) {
  const variant = block.variant ?? 'centred'
  return (
    <section
      className={`${styles.section} ${variantClass[variant] ?? ''}`}
      data-block="simple-content"
      id={anchorIdOf(block)}
      data-variant={variant}
    >
      <div className={styles.inner}>
        {(block.eyebrow || block.title) && (
          <div className={styles.head}>
            {block.eyebrow && <p className={styles.eyebrow}>{block.eyebrow}</p>}
            {block.title && <h2 className={styles.title}>{block.title}</h2>}
          </div>
        )}
        <RichText data={block.text} className={`prose ${styles.text}`} />
      </div>
    </section>
  )
}
