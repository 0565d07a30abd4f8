import type { HeroBlock as HeroData } from '@/payload-types'
import { CMSLink } from '@/content/links/CMSLink'
import { Media } from '@/content/media/Media'
import { anchorIdOf } from '@/blocks/_shared/anchor'

import styles from './styles.module.css'

export function Hero({ block, isFirst, priority }: { block: HeroData; isFirst?: boolean; priority?: boolean }) {
  return (
    <section className={styles.hero} data-block="hero" id={anchorIdOf(block)}>
      <div className={styles.media}>
        <Media media={block.media} fill sizes="100vw" priority={priority} decorative />
      </div>
      <div className={styles.scrim} aria-hidden="true" />
      <div className={styles.inner}>
        {block.eyebrow && <p className={styles.eyebrow}>{block.eyebrow}</p>}
        {isFirst ? <h1 className={styles.title}>{block.title}</h1> : <h2 className={styles.title}>{block.title}</h2>}
        {block.subtitle && <p className={styles.subtitle}>{block.subtitle}</p>}
        {block.links && block.links.length > 0 && (
          <div className={styles.links}>
            {block.links.map((item, i) => (
              <CMSLink key={item.id ?? i} link={item.link} appearance={i === 0 ? 'primary' : 'secondary'} />
            ))}
          </div>
        )}
      </div>
    </section>
  )
}
