import type { CSSProperties } from 'react'

import type { CredibilityBlock as CredibilityData } from '@/payload-types'
import { Media } from '@/content/media/Media'
import { anchorIdOf } from '@/blocks/_shared/anchor'
import { BlockHeader } from '@/blocks/_shared/BlockHeader'

import { LOGO_SLOT_PX, marqueeLoop } from './marquee'
import styles from './styles.module.css'

function Laurel() {
  return (
    <svg className={styles.laurel} viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
        <path d="M13 33c-5-3-8-8-8-14 0-4 1-7 3-10" />
        <path d="M27 33c5-3 8-8 8-14 0-4-1-7-3-10" />
        <path d="M8 14c-2 1-3 3-3 5M6 21c-1 2 0 4 1 6M9 27c0 2 1 4 3 5M8 14c2 0 3 2 3 4M7 21c2 0 3 2 3 3M9 27c2-1 4 0 4 2" />
        <path d="M32 14c2 1 3 3 3 5M34 21c1 2 0 4-1 6M31 27c0 2-1 4-3 5M32 14c-2 0-3 2-3 4M33 21c-2 0-3 2-3 3M31 27c-2-1-4 0-4 2" />
        <path d="M20 11l2.1 4.3 4.7.7-3.4 3.3.8 4.7-4.2-2.2-4.2 2.2.8-4.7-3.4-3.3 4.7-.7z" />
      </g>
    </svg>
  )
}

/**
 * Press logos as a CSS marquee at MARQUEE_SPEED px/s (no client JavaScript), plus figures and awards.
 * The first logo list is the real one; the repeats that make the loop seamless are aria-hidden.
 * Motion runs only under `prefers-reduced-motion: no-preference`; otherwise the logos wrap and stand still.
 */
export function Credibility({ block }: { block: CredibilityData }) {
  const id = `credibility-${block.id ?? 'block'}`
  const logos = (block.logos ?? []).filter((item) => item.logo && typeof item.logo === 'object')
  const figures = block.figures ?? []
  const awards = block.awards ?? []
  const { copies, loopPx, durationS } = marqueeLoop(logos.length)
  const marqueeStyle = {
    '--slot': `${LOGO_SLOT_PX}px`,
    '--loop': `${loopPx}px`,
    '--duration': `${durationS}s`,
  } as CSSProperties

  // One loop = the logos `copies` times; the track holds two loops and slides by one.
  const repeats = Array.from({ length: copies * 2 - 1 }, (_, i) => i + 1)
  const AwardsHeading = block.title ? 'h3' : 'h2'

  return (
    <section
      className={styles.section}
      data-block="credibility"
      id={anchorIdOf(block)}
      aria-labelledby={block.title ? `${id}-title` : undefined}
      aria-label={block.title ? undefined : 'Press and recognition'}
    >
      <BlockHeader eyebrow={block.eyebrow} title={block.title} titleId={`${id}-title`} classes={styles} />

      {logos.length > 0 && (
        <div className={styles.marquee} style={marqueeStyle} data-marquee-duration={durationS}>
          <div className={styles.marqueeBar}>
            <p id={`${id}-logos`} className={styles.logosLabel}>
              {block.logosLabel}
            </p>
            <label className={styles.pause}>
              <input type="checkbox" className={styles.pauseInput} />
              <span className={styles.pauseIcon} aria-hidden="true" />
              <span className={styles.pauseText}>Pause</span>
              <span className="visually-hidden"> logo animation</span>
            </label>
          </div>
          <div className={styles.viewport}>
            <div className={styles.track}>
              <ul className={styles.logos} aria-labelledby={`${id}-logos`}>
                {logos.map((item, i) => (
                  <li key={item.id ?? i} className={styles.slot}>
                    <Media media={item.logo} sizes={`${LOGO_SLOT_PX}px`} className={styles.logo} />
                  </li>
                ))}
              </ul>
              {repeats.map((n) => (
                <ul key={n} className={`${styles.logos} ${styles.repeat}`} aria-hidden="true">
                  {logos.map((item, i) => (
                    <li key={item.id ?? i} className={styles.slot}>
                      <Media media={item.logo} sizes={`${LOGO_SLOT_PX}px`} className={styles.logo} decorative />
                    </li>
                  ))}
                </ul>
              ))}
            </div>
          </div>
        </div>
      )}

      {(figures.length > 0 || awards.length > 0) && (
        <div className={styles.facts}>
          {figures.length > 0 && (
            <dl className={styles.figures}>
              {figures.map((figure, i) => (
                <div key={figure.id ?? i} className={styles.figure}>
                  <dt className={styles.figureLabel}>{figure.label}</dt>
                  <dd className={styles.figureValue}>{figure.value}</dd>
                </div>
              ))}
            </dl>
          )}
          {awards.length > 0 && (
            <div className={styles.awards}>
              <AwardsHeading className="visually-hidden">Awards</AwardsHeading>
              <ul className={styles.awardList} role="list">
                {awards.map((award, i) => (
                  <li key={award.id ?? i} className={styles.award}>
                    <Laurel />
                    <p className={styles.awardName}>{award.name}</p>
                    {(award.detail || award.year) && (
                      <p className={styles.awardMeta}>{[award.detail, award.year].filter(Boolean).join(' · ')}</p>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </section>
  )
}
