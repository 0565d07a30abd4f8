import { anchorIdOf } from '@/blocks/_shared/anchor'
import { BlockHeader } from '@/blocks/_shared/BlockHeader'
import { Media } from '@/content/media/Media'
import type { FocusPointsBlock as FocusPointsData } from '@/payload-types'

import { LazyFocusPointsViewer } from './LazyFocusPointsViewer'
import styles from './styles.module.css'

const clampPercent = (value: number | null | undefined) => Math.min(100, Math.max(0, Number(value) || 0))

/**
 * An image with numbered hotspots. The image and the plain-text list of points render here; the
 * hotspots and their detail cards are a small client component. The list is visible on phones
 * and available to screen readers everywhere.
 */
export function FocusPoints({ block }: { block: FocusPointsData }) {
  const titleId = `focus-points-${block.id ?? 'title'}`
  const media = block.image && typeof block.image === 'object' ? block.image : null
  const aspect = media?.width && media?.height ? media.width / media.height : 3 / 2
  const points = (block.points ?? []).map((point, i) => ({
    key: point.id ?? String(i),
    x: clampPercent(point.x),
    y: clampPercent(point.y),
    title: point.title,
    text: point.text ?? null,
  }))
  return (
    <section
      className={`${styles.section} ${styles[block.background ?? 'paper'] ?? ''}`}
      data-block="focus-points"
      id={anchorIdOf(block)}
      aria-labelledby={block.title ? titleId : undefined}
    >
      <div className={styles.inner}>
        <BlockHeader
          eyebrow={block.eyebrow}
          title={block.title}
          intro={block.intro}
          titleId={titleId}
          classes={styles}
          split
        />
        <LazyFocusPointsViewer
          aspect={aspect}
          image={<Media media={block.image} fill sizes="(min-width: 1440px) 1320px, 94vw" />}
          points={points}
        />
        <ol
          className={styles.list}
          role="list"
          aria-label={block.title ? `${block.title}: points` : 'Points on the image'}
        >
          {points.map((point, i) => (
            <li key={point.key} className={styles.listItem}>
              <span className={styles.listNumber} aria-hidden="true">
                {i + 1}
              </span>
              <div>
                <p className={styles.listTitle}>{point.title}</p>
                {point.text && <p className={styles.listText}>{point.text}</p>}
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
