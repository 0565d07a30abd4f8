import type { PreFooterBlock as PreFooterData } from '@/payload-types'
import { SignupForm } from '@/newsletter/SignupForm'
import { anchorIdOf } from '@/blocks/_shared/anchor'

import styles from './styles.module.css'

/** The closing band before the footer: a title, a line of text and the newsletter sign-up. */
export function PreFooter({ block }: { block: PreFooterData }) {
  const titleId = `pre-footer-${block.id ?? 'title'}`
  const tone = block.tone ?? 'orange'
  return (
    <section
      className={`${styles.band} ${styles[tone] ?? ''}`}
      data-block="pre-footer"
      id={anchorIdOf(block)}
      aria-labelledby={titleId}
    >
      <div className={styles.inner}>
        <div className={styles.copy}>
          {block.eyebrow && <p className={styles.eyebrow}>{block.eyebrow}</p>}
          <h2 id={titleId} className={styles.title}>
            {block.title}
          </h2>
          {block.text && <p className={styles.text}>{block.text}</p>}
        </div>
        <div className={styles.form}>
          <SignupForm
            source="pre-footer"
            tone={tone === 'dark' ? 'dark' : 'light'}
            label={block.form?.label || undefined}
            buttonLabel={block.form?.buttonLabel || undefined}
            note={block.form?.note}
          />
        </div>
      </div>
    </section>
  )
}
