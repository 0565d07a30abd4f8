import { anchorIdOf } from '@/blocks/_shared/anchor'
import { BlockHeader } from '@/blocks/_shared/BlockHeader'
import type { OnOffGridImagesRevealBlock as OnOffData } from '@/payload-types'
import { Media } from '@/content/media/Media'

import { LazyOnOffSwitch as OnOffSwitch } from './LazyOnOffSwitch'
import styles from './styles.module.css'

/**
 * A grid of image pairs (lights on / lights off, day / night) with one switch that swaps them all.
 * The images rise in as the grid scrolls into view: a CSS scroll-driven animation, no JavaScript.
 */
export function OnOffGridImagesReveal({ block }: { block: OnOffData }) {
  const items = (block.items ?? []).filter((item) => item.imageOn && item.imageOff)
  const wideFirst = items.length % 2 === 1
  return (
    <section className={styles.section} data-block="on-off-grid-images-reveal" id={anchorIdOf(block)}>
      <div className={styles.inner}>
        <OnOffSwitch
          label={block.switchLabel || 'Lights'}
          onText={block.onText || 'On'}
          offText={block.offText || 'Off'}
          initial={block.startWith === 'on' ? 'on' : 'off'}
          header={
            <BlockHeader
              eyebrow={block.eyebrow}
              title={block.title}
              intro={block.intro}
              classes={styles}
              titleRequired
            />
          }
        >
          <ul className={styles.grid} role="list">
            {items.map((item, i) => {
              const Frame = item.caption ? 'figure' : 'div'
              const wide = wideFirst && i === 0
              return (
                <li key={item.id ?? i} className={[styles.item, wide ? styles.wide : ''].filter(Boolean).join(' ')}>
                  <Frame className={styles.figure}>
                    <div className={styles.frame}>
                      <div className={styles.variant} data-variant="off">
                        <Media
                          media={item.imageOff}
                          fill
                          sizes={wide ? '(min-width: 768px) 90vw, 100vw' : '(min-width: 768px) 45vw, 100vw'}
                        />
                      </div>
                      <div className={styles.variant} data-variant="on">
                        <Media
                          media={item.imageOn}
                          fill
                          sizes={wide ? '(min-width: 768px) 90vw, 100vw' : '(min-width: 768px) 45vw, 100vw'}
                        />
                      </div>
                    </div>
                    {item.caption && <figcaption className={styles.caption}>{item.caption}</figcaption>}
                  </Frame>
                </li>
              )
            })}
          </ul>
        </OnOffSwitch>
      </div>
    </section>
  )
}
