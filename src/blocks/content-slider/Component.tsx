import { anchorIdOf } from '@/blocks/_shared/anchor'
import { BlockHeader } from '@/blocks/_shared/BlockHeader'
import type { ContentSliderBlock as ContentSliderData } from '@/payload-types'
import { CMSLink } from '@/content/links/CMSLink'
import { Media } from '@/content/media/Media'
import { RichText } from '@/content/richtext/RichText'

import { LazySlider as Slider } from '../_slider/LazySlider'
import styles from './styles.module.css'

/** Slides of image, title, rich text and link, side by side on wide screens; a carousel on every screen. */
export function ContentSlider({ block }: { block: ContentSliderData }) {
  const slides = block.slides ?? []
  const SlideHeading = block.title ? 'h3' : 'h2'
  const classes = [styles.section, block.background === 'beige' ? styles.beige : styles.paper].join(' ')
  return (
    <section className={classes} data-block="content-slider" id={anchorIdOf(block)}>
      <div className={styles.inner}>
        <BlockHeader eyebrow={block.eyebrow} title={block.title} intro={block.intro} classes={styles} />
        <Slider
          label={block.title || block.eyebrow || 'Slides'}
          loop={Boolean(block.loop)}
          classNames={{ root: styles.slider }}
        >
          {slides.map((slide, i) => (
            <article
              key={slide.id ?? i}
              className={[styles.card, slide.image ? '' : styles.noImage].filter(Boolean).join(' ')}
            >
              {slide.image && (
                <div className={styles.frame}>
                  <Media media={slide.image} fill sizes="(min-width: 1024px) 50vw, 88vw" />
                </div>
              )}
              <div className={styles.copy}>
                {slide.eyebrow && <p className={styles.slideEyebrow}>{slide.eyebrow}</p>}
                <SlideHeading className={styles.slideTitle}>{slide.title}</SlideHeading>
                {slide.text && <RichText data={slide.text} className={`prose ${styles.text}`} />}
                {slide.link?.title && (
                  <p className={styles.link}>
                    <CMSLink link={slide.link} appearance="text" />
                  </p>
                )}
              </div>
            </article>
          ))}
        </Slider>
      </div>
    </section>
  )
}
