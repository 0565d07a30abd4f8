import type { CallToActionBlock as CallToActionData } from '@/payload-types'
import { CMSLink } from '@/content/links/CMSLink'
import { Media } from '@/content/media/Media'
import { anchorIdOf } from '@/blocks/_shared/anchor'

import styles from './styles.module.css'

export function CallToAction({ block }: { block: CallToActionData }) {
  const tone = styles[block.tone ?? 'orange']
  return (
    <section className={`${styles.band} ${tone}`} data-block="call-to-action" id={anchorIdOf(block)}>
      <div className={`${styles.inner} ${block.image ? styles.withImage : ''}`}>
        <div className={styles.copy}>
          <h2 className={styles.title}>{block.title}</h2>
          {block.text && <p className={styles.text}>{block.text}</p>}
          <div className={styles.links}>
            {block.links?.map((item, i) => (
              <CMSLink
                key={item.id ?? i}
                link={item.link}
                appearance={i === 0 ? (block.tone === 'orange' ? 'secondary' : 'primary') : 'text'}
              />
            ))}
          </div>
        </div>
        {block.image && (
          <div className={styles.image}>
            <Media media={block.image} sizes="(min-width: 1024px) 40vw, 100vw" />
          </div>
        )}
      </div>
    </section>
  )
}
