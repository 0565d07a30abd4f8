import { anchorIdOf } from '@/blocks/_shared/anchor'
import { BlockHeader } from '@/blocks/_shared/BlockHeader'
import type { ImageSliderBlock as ImageSliderData } from '@/payload-types'
import { Media } from '@/content/media/Media'

import { LazySlider as Slider } from '../_slider/LazySlider'
import styles from './styles.module.css'

const shapeClass: Record<ImageSliderData['imageShape'], string | undefined> = {
  landscape: styles.landscape,
  portrait: styles.portrait,
  square: styles.square,
}

/** A carousel of images with captions; the next image peeks in from the right. */
export function ImageSlider({ block }: { block: ImageSliderData }) {
  const slides = (block.slides ?? []).filter((slide) => slide.image)
  const classes = [styles.section, shapeClass[block.imageShape ?? 'landscape']].filter(Boolean).join(' ')
  return (
    <section className={classes} data-block="image-slider" id={anchorIdOf(block)}>
      <div className={styles.inner}>
        <BlockHeader eyebrow={block.eyebrow} title={block.title} classes={styles} />
        <Slider
          label={block.title || block.eyebrow || 'Image gallery'}
          loop={Boolean(block.loop)}
          classNames={{ root: styles.slider }}
        >
          {slides.map((slide, i) => {
            const Frame = slide.caption ? 'figure' : 'div'
            return (
              <Frame key={slide.id ?? i} className={styles.figure}>
                <div className={styles.frame}>
                  <Media media={slide.image} fill sizes="(min-width: 1024px) 60vw, 86vw" />
                </div>
                {slide.caption && <figcaption className={styles.caption}>{slide.caption}</figcaption>}
              </Frame>
            )
          })}
        </Slider>
      </div>
    </section>
  )
}
