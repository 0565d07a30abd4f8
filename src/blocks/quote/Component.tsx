import type { QuoteBlock as QuoteData } from '@/payload-types'
import { Media } from '@/content/media/Media'
import { anchorIdOf } from '@/blocks/_shared/anchor'

import styles from './styles.module.css'

export function Quote({ block }: { block: QuoteData }) {
  return (
    <section className={styles.section} data-block="quote" id={anchorIdOf(block)}>
      <figure className={styles.figure}>
        <blockquote className={styles.quote}>
          <p>{block.quote}</p>
        </blockquote>
        <figcaption className={styles.caption}>
          {block.photo && (
            <span className={styles.photo}>
              <Media media={block.photo} sizes="64px" fill decorative />
            </span>
          )}
          <span>
            <span className={styles.author}>{block.author}</span>
            {block.role && <span className={styles.role}>{block.role}</span>}
          </span>
        </figcaption>
      </figure>
    </section>
  )
}
