import type { BenefitsBlock as BenefitsData } from '@/payload-types'
import { Media } from '@/content/media/Media'
import { anchorIdOf } from '@/blocks/_shared/anchor'
import { BlockHeader } from '@/blocks/_shared/BlockHeader'

import styles from './styles.module.css'

/** A grid of benefits: one, two or three columns by width, each with an icon or an image. */
export function Benefits({ block }: { block: BenefitsData }) {
  const titleId = `benefits-${block.id ?? 'title'}`
  const asImage = block.mediaStyle === 'image'
  const items = block.items ?? []
  return (
    <section
      className={`${styles.section} ${styles[block.background ?? 'paper'] ?? ''}`}
      data-block="benefits"
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
        />
        <ul className={`${styles.grid} ${asImage ? styles.withImages : styles.withIcons}`} role="list">
          {items.map((item, i) => (
            <li key={item.id ?? i} className={styles.card}>
              {item.media &&
                (asImage ? (
                  <div className={styles.image}>
                    <Media media={item.media} fill sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" />
                  </div>
                ) : (
                  <div className={styles.icon}>
                    {/* The title says it all: the icon is decoration. */}
                    <Media media={item.media} sizes="44px" decorative />
                  </div>
                ))}
              <div className={styles.body}>
                <h3 className={styles.itemTitle}>{item.title}</h3>
                <p className={styles.text}>{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
