import type { CSSProperties } from 'react'

import { anchorIdOf } from '@/blocks/_shared/anchor'
import { BlockHeader } from '@/blocks/_shared/BlockHeader'
import { Media } from '@/content/media/Media'
import type { AnnotatedBackgroundBlock as AnnotatedBackgroundData } from '@/payload-types'

import styles from './styles.module.css'

const clampPercent = (value: number | null | undefined) => Math.min(100, Math.max(0, Number(value) || 0))

/**
 * A full-bleed image with labels placed by the editor. Wide screens: the labels sit on the image.
 * Narrow screens: numbered markers on the image and the same labels as a numbered list below.
 * No client JavaScript: one list, laid out by CSS.
 */
export function AnnotatedBackground({ block }: { block: AnnotatedBackgroundData }) {
  const titleId = `annotated-${block.id ?? 'title'}`
  const media = block.image && typeof block.image === 'object' ? block.image : null
  const aspect = media?.width && media?.height ? media.width / media.height : 16 / 9
  const labels = (block.labels ?? []).map((item, i) => ({
    key: item.id ?? String(i),
    x: clampPercent(item.x),
    y: clampPercent(item.y),
    label: item.label,
    text: item.text,
    side: item.side && item.side !== 'auto' ? item.side : Number(item.x) > 62 ? 'left' : 'right',
  }))
  const place = (x: number, y: number) => ({ '--x': `${x}%`, '--y': `${y}%` }) as CSSProperties
  return (
    <section
      className={styles.section}
      data-block="annotated-background"
      id={anchorIdOf(block)}
      aria-labelledby={block.title ? titleId : undefined}
    >
      <BlockHeader eyebrow={block.eyebrow} title={block.title} titleId={titleId} classes={styles} />
      <figure className={styles.figure}>
        <div className={styles.stage} style={{ '--aspect': aspect } as CSSProperties}>
          <div className={styles.frame}>
            <Media media={block.image} fill sizes="100vw" />
            {/* Narrow screens: numbers on the image that match the list below it. */}
            {labels.map((item, i) => (
              <span key={item.key} className={styles.marker} style={place(item.x, item.y)} aria-hidden="true">
                {i + 1}
              </span>
            ))}
          </div>
          <ol className={styles.labels} role="list">
            {labels.map((item, i) => (
              <li
                key={item.key}
                className={styles.label}
                style={place(item.x, item.y)}
                data-side={item.side}
                data-v={item.y > 80 ? 'bottom' : item.y < 12 ? 'top' : 'middle'}
              >
                <span className={styles.number} aria-hidden="true">
                  {i + 1}
                </span>
                <span className={styles.card}>
                  <span className={styles.labelText}>{item.label}</span>
                  {item.text && <span className={styles.text}>{item.text}</span>}
                </span>
              </li>
            ))}
          </ol>
        </div>
        {block.caption && <figcaption className={styles.caption}>{block.caption}</figcaption>}
      </figure>
    </section>
  )
}
