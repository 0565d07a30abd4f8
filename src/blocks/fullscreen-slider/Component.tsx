import { anchorIdOf } from '@/blocks/_shared/anchor'
import type { FullscreenSliderBlock as FullscreenSliderData } from '@/payload-types'
import { CMSLink } from '@/content/links/CMSLink'
import { Media } from '@/content/media/Media'

import { LazySlider as Slider } from '../_slider/LazySlider'
import styles from './styles.module.css'

/** Full-bleed images, one per screen, each with its title and text over it. */
export function FullscreenSlider({ block }: { block: FullscreenSliderData }) {
  const slides = (block.slides ?? []).filter((slide) => slide.image)
  const classes = [styles.section, block.height === 'large' ? styles.large : styles.full].join(' ')
  return (
    <section className={classes} data-block="fullscreen-slider" id={anchorIdOf(block)}>
      <Slider
        label={block.label || 'Highlights'}
        loop={Boolean(block.loop)}
        dots
        tone="dark"
        classNames={{ root: styles.slider, viewport: styles.viewport, slide: styles.slide, controls: styles.controls }}
      >
        {slides.map((slide, i) => (
          <div key={slide.id ?? i} className={styles.panel}>
            <div className={styles.media}>
              <Media media={slide.image} fill sizes="100vw" />
            </div>
            <div className={styles.scrim} aria-hidden="true" />
            <div className={styles.inner}>
              <div className={styles.copy}>
                {slide.eyebrow && <p className={styles.eyebrow}>{slide.eyebrow}</p>}
                <h2 className={styles.title}>{slide.title}</h2>
                {slide.text && <p className={styles.text}>{slide.text}</p>}
                {slide.link?.title && (
                  <p className={styles.link}>
                    <CMSLink link={slide.link} appearance="primary" />
                  </p>
                )}
              </div>
            </div>
          </div>
        ))}
      </Slider>
    </section>
  )
}
