import type { ImageContentBlock as ImageContentData } from '@/payload-types'
import { CMSLink } from '@/content/links/CMSLink'
import { Media } from '@/content/media/Media'
import { RichText } from '@/content/richtext/RichText'
import { anchorIdOf } from '@/blocks/_shared/anchor'

import styles from './styles.module.css'

/** An image beside a title, rich text and links. On phones the image comes first. */
export function ImageContent({ block, priority }: { block: ImageContentData; priority?: boolean }) {
  const Frame = block.caption ? 'figure' : 'div'
  const classes = [
    styles.section,
    block.imagePosition === 'right' ? styles.imageRight : '',
    styles[block.imageRatio ?? 'portrait'],
  ]
  return (
    <section className={classes.filter(Boolean).join(' ')} data-block="image-content" id={anchorIdOf(block)}>
      <div className={styles.inner}>
        <Frame className={styles.figure}>
          <div className={styles.frame}>
            <Media media={block.image} fill sizes="(min-width: 1024px) 50vw, 100vw" priority={priority} />
          </div>
          {block.caption && <figcaption className={styles.caption}>{block.caption}</figcaption>}
        </Frame>
        <div className={styles.copy}>
          {block.eyebrow && <p className={styles.eyebrow}>{block.eyebrow}</p>}
          <h2 className={styles.title}>{block.title}</h2>
          {block.text && <RichText data={block.text} className={`prose ${styles.text}`} />}
          {block.links && block.links.length > 0 && (
            <div className={styles.links}>
              {block.links.map((item, i) => (
                <CMSLink key={item.id ?? i} link={item.link} appearance={i === 0 ? 'primary' : 'text'} />
              ))}
            </div>
          )}
        </div>
      </div>
    </section>
  )
}
