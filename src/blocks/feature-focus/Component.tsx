import { anchorIdOf } from '@/blocks/_shared/anchor'
import { BlockHeader } from '@/blocks/_shared/BlockHeader'
import type { CSSProperties } from 'react'

import type { FeatureFocusBlock as FeatureFocusData } from '@/payload-types'
import { CMSLink } from '@/content/links/CMSLink'
import { Media } from '@/content/media/Media'
import { RichText } from '@/content/richtext/RichText'

import { LazyFeatureTabs as FeatureTabs } from './LazyFeatureTabs'
import styles from './styles.module.css'

const hasMarker = (x?: number | null, y?: number | null) => typeof x === 'number' && typeof y === 'number'

/**
 * One feature in depth: an image and a few points a visitor steps through as tabs. A point can
 * bring its own image (it replaces the main one while open) or a numbered marker on the main image.
 */
export function FeatureFocus({ block }: { block: FeatureFocusData }) {
  const points = block.points ?? []
  // Layer 0 is the main image; every point with an image of its own adds a layer.
  let layers = 0
  const withLayers = points.map((point) => ({ point, layer: point.image ? ++layers : 0 }))
  const layout = [styles.layout, block.mediaPosition === 'right' ? styles.mediaRight : ''].filter(Boolean).join(' ')
  // Markers are placed in percent of the main image, so with markers the image is never cropped:
  // the stage takes the image's own shape.
  const main = typeof block.media === 'object' ? block.media : null
  const exact = points.some((point) => hasMarker(point.markerX, point.markerY)) && main?.width && main?.height
  const stageStyle = exact ? ({ '--ratio': `${main.width} / ${main.height}` } as CSSProperties) : undefined

  return (
    <section className={styles.section} data-block="feature-focus" id={anchorIdOf(block)}>
      <div className={styles.inner}>
        <FeatureTabs
          className={layout}
          label={block.title}
          points={withLayers.map(({ point, layer }) => ({
            title: point.title,
            layer,
            marker: hasMarker(point.markerX, point.markerY)
              ? { x: point.markerX as number, y: point.markerY as number }
              : null,
          }))}
          header={
            <BlockHeader
              eyebrow={block.eyebrow}
              title={block.title}
              intro={block.intro}
              classes={styles}
              titleRequired
            />
          }
          media={
            <div className={[styles.stage, exact ? styles.exact : ''].filter(Boolean).join(' ')} style={stageStyle}>
              <div className={styles.layer} data-layer={0}>
                <Media media={block.media} fill sizes="(min-width: 1024px) 55vw, 100vw" />
              </div>
              {withLayers
                .filter(({ layer }) => layer > 0)
                .map(({ point, layer }) => (
                  <div key={layer} className={styles.layer} data-layer={layer}>
                    <Media media={point.image} fill sizes="(min-width: 1024px) 55vw, 100vw" />
                  </div>
                ))}
            </div>
          }
          panels={points.map((point, i) => (
            <RichText key={point.id ?? i} data={point.text} className={`prose ${styles.text}`} />
          ))}
          footer={
            block.link?.title ? (
              <p className={styles.link}>
                <CMSLink link={block.link} appearance="secondary" />
              </p>
            ) : undefined
          }
        />
      </div>
    </section>
  )
}
