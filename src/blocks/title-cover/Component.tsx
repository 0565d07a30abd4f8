import type { TitleCoverBlock as TitleCoverData } from '@/payload-types'
import { Media } from '@/content/media/Media'
import { anchorIdOf } from '@/blocks/_shared/anchor'

import styles from './styles.module.css'

/** A page-opening title band: eyebrow, big title and intro, optionally over a photo. */
export function TitleCover({
  block,
  isFirst,
  priority,
}: {
  block: TitleCoverData
  isFirst?: boolean
  priority?: boolean
}) {
  const Heading = isFirst ? 'h1' : 'h2'
  const withImage = Boolean(block.image && typeof block.image === 'object')
  return (
    <section
      className={`${styles.cover} ${withImage ? styles.withImage : styles.plain}`}
      data-block="title-cover"
      id={anchorIdOf(block)}
    >
      {withImage && (
        <>
          <div className={styles.media}>
            <Media media={block.image} fill sizes="100vw" priority={priority} decorative />
          </div>
          <div className={styles.scrim} aria-hidden="true" />
        </>
      )}
      <div className={styles.inner}>
        <div className={styles.heading}>
          {block.eyebrow && <p className={styles.eyebrow}>{block.eyebrow}</p>}
          <Heading className={styles.title}>{block.title}</Heading>
        </div>
        {block.intro && <p className={styles.intro}>{block.intro}</p>}
      </div>
    </section>
  )
}
