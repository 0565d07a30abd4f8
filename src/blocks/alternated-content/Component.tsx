import type { AlternatedContentBlock as AlternatedContentData } from '@/payload-types'
import { CMSLink } from '@/content/links/CMSLink'
import { Media } from '@/content/media/Media'
import { RichText } from '@/content/richtext/RichText'
import { anchorIdOf } from '@/blocks/_shared/anchor'

import styles from './styles.module.css'

/** Rows of image + text that alternate sides on wide screens and stack image-first on phones. */
export function AlternatedContent({ block }: { block: AlternatedContentData }) {
  // Row titles sit one level below the section title when there is one.
  const RowHeading = block.title ? 'h3' : 'h2'
  const classes = [styles.section, block.startWith === 'right' ? styles.startRight : styles.startLeft].join(' ')
  return (
    <section className={classes} data-block="alternated-content" id={anchorIdOf(block)}>
      <div className={styles.inner}>
        {block.title && <h2 className={styles.sectionTitle}>{block.title}</h2>}
        <div className={styles.rows}>
          {block.rows?.map((row, i) => (
            <div key={row.id ?? i} className={styles.row}>
              <div className={styles.frame}>
                <Media media={row.image} fill sizes="(min-width: 1024px) 55vw, 100vw" />
              </div>
              <div className={styles.copy}>
                {row.eyebrow && <p className={styles.eyebrow}>{row.eyebrow}</p>}
                <RowHeading className={styles.title}>{row.title}</RowHeading>
                {row.text && <RichText data={row.text} className={`prose ${styles.text}`} />}
                {row.link?.title && (
                  <p className={styles.link}>
                    <CMSLink link={row.link} appearance="secondary" />
                  </p>
                )}
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  )
}
