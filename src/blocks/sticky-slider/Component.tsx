import { anchorIdOf } from '@/blocks/_shared/anchor'
import { BlockHeader } from '@/blocks/_shared/BlockHeader'
import type { StickySliderBlock as StickySliderData } from '@/payload-types'
import { CMSLink } from '@/content/links/CMSLink'
import { Media } from '@/content/media/Media'
import { RichText } from '@/content/richtext/RichText'

import { LazyStickySteps as StickySteps } from './LazyStickySteps'
import styles from './styles.module.css'

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * A scroll story: on wide screens an image column stays in place while the steps scroll past and
 * shows the image of the step being read; on phones every step carries its own image.
 */
export function StickySlider({ block }: { block: StickySliderData }) {
  const steps = block.steps ?? []
  const StepHeading = block.title ? 'h3' : 'h2'
  const layout = [styles.layout, block.mediaPosition === 'right' ? styles.mediaRight : ''].filter(Boolean).join(' ')
  return (
    <section className={styles.section} data-block="sticky-slider" id={anchorIdOf(block)}>
      <div className={styles.inner}>
        <BlockHeader eyebrow={block.eyebrow} title={block.title} intro={block.intro} classes={styles} />
        <StickySteps className={layout}>
          {/* Wide screens: one sticky stage; only the active step's image is visible (and read out). */}
          <div className={styles.media}>
            <div className={styles.stage}>
              {steps.map((step, i) => (
                <div key={step.id ?? i} className={styles.layer} data-step-media={i}>
                  <Media media={step.image} fill sizes="(min-width: 1024px) 55vw, 1px" />
                  <span className={styles.badge} aria-hidden="true">
                    {pad(i + 1)} / {pad(steps.length)}
                  </span>
                </div>
              ))}
            </div>
          </div>
          <ol className={styles.steps}>
            {steps.map((step, i) => (
              <li key={step.id ?? i} className={styles.step} data-step={i}>
                {/* Phones: each step shows its own image. */}
                <div className={styles.stepMedia}>
                  <Media media={step.image} fill sizes="(min-width: 1024px) 1px, 100vw" />
                </div>
                <div className={styles.copy}>
                  <p className={styles.number} aria-hidden="true">
                    {pad(i + 1)}
                  </p>
                  {step.eyebrow && <p className={styles.stepEyebrow}>{step.eyebrow}</p>}
                  <StepHeading className={styles.stepTitle}>{step.title}</StepHeading>
                  {step.text && <RichText data={step.text} className={`prose ${styles.text}`} />}
                  {step.link?.title && (
                    <p className={styles.link}>
                      <CMSLink link={step.link} appearance="text" />
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ol>
        </StickySteps>
      </div>
    </section>
  )
}
