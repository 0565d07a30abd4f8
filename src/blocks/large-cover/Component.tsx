import type { LargeCoverBlock as LargeCoverData } from '@/payload-types'
import { CMSLink } from '@/content/links/CMSLink'
import { Media } from '@/content/media/Media'
import { anchorIdOf } from '@/blocks/_shared/anchor'

import styles from './styles.module.css'

/**
 * A full-bleed, very tall image or video with a large statement. The statement sticks to the
 * bottom of the screen while the image scrolls past (CSS `position: sticky`, no JavaScript).
 */
export function LargeCover({
  block,
  isFirst,
  priority,
}: {
  block: LargeCoverData
  isFirst?: boolean
  priority?: boolean
}) {
  const Heading = isFirst ? 'h1' : 'h2'
  return (
    <section className={styles.cover} data-block="large-cover" id={anchorIdOf(block)}>
      <div className={styles.media}>
        <Media media={block.media} fill sizes="100vw" priority={priority} />
      </div>
      <div className={styles.scrim} aria-hidden="true" />
      <div className={styles.inner}>
        {block.eyebrow && <p className={styles.eyebrow}>{block.eyebrow}</p>}
        <Heading className={styles.title}>{block.title}</Heading>
        {(block.text || (block.links && block.links.length > 0)) && (
          <div className={styles.foot}>
            {block.text && <p className={styles.text}>{block.text}</p>}
            {block.links && block.links.length > 0 && (
              <div className={styles.links}>
                {block.links.map((item, i) => (
                  <CMSLink key={item.id ?? i} link={item.link} appearance={i === 0 ? 'primary' : 'secondary'} />
                ))}
              </div>
            )}
          </div>
        )}
      </div>
    </section>
  )
}
