import type { CoverBlock as CoverData } from '@/payload-types'
import { CMSLink } from '@/content/links/CMSLink'
import { Media } from '@/content/media/Media'
import { anchorIdOf } from '@/blocks/_shared/anchor'

import styles from './styles.module.css'

const positionClass: Record<CoverData['textPosition'], string | undefined> = {
  'bottom-left': styles.bottomLeft,
  centre: styles.centre,
  'top-left': styles.topLeft,
  'bottom-right': styles.bottomRight,
}

/** A full-bleed image or video with optional text, placed and shaded as the editor chose. */
export function Cover({ block, isFirst, priority }: { block: CoverData; isFirst?: boolean; priority?: boolean }) {
  const Heading = isFirst ? 'h1' : 'h2'
  const position = block.textPosition ?? 'bottom-left'
  const overlay = block.overlay ?? 'gradient'
  const height = block.height ?? 'medium'
  const hasLinks = Boolean(block.links && block.links.length > 0)
  const hasCopy = Boolean(block.eyebrow || block.title || block.text || hasLinks)
  const classes = [styles.cover, positionClass[position], styles[`overlay-${overlay}`], styles[height]]
    .filter(Boolean)
    .join(' ')
  return (
    <section
      className={classes}
      data-block="cover"
      id={anchorIdOf(block)}
      data-position={position}
      data-overlay={overlay}
    >
      <div className={styles.media}>
        <Media media={block.media} fill sizes="100vw" priority={priority} />
      </div>
      {overlay !== 'none' && <div className={styles.scrim} aria-hidden="true" />}
      {hasCopy && (
        <div className={styles.inner}>
          <div className={styles.copy}>
            {block.eyebrow && <p className={styles.eyebrow}>{block.eyebrow}</p>}
            {block.title && <Heading className={styles.title}>{block.title}</Heading>}
            {block.text && <p className={styles.text}>{block.text}</p>}
            {hasLinks && (
              <div className={styles.links}>
                {block.links?.map((item, i) => (
                  <CMSLink key={item.id ?? i} link={item.link} appearance={i === 0 ? 'primary' : 'secondary'} />
                ))}
              </div>
            )}
          </div>
        </div>
      )}
    </section>
  )
}
