import { anchorIdOf } from '@/blocks/_shared/anchor'
import { BlockHeader } from '@/blocks/_shared/BlockHeader'
import { RichText } from '@/content/richtext/RichText'
import type { AccordionBlock as AccordionData } from '@/payload-types'

import { LazyAccordionItems } from './LazyAccordionItems'
import styles from './styles.module.css'

/** Questions (or headings) that open to show their text; the text is rendered here, on the server. */
export function Accordion({ block }: { block: AccordionData }) {
  const titleId = `accordion-${block.id ?? 'title'}`
  const hasHeader = Boolean(block.eyebrow || block.title || block.intro)
  const items = (block.items ?? []).map((item, i) => ({
    key: item.id ?? String(i),
    title: item.title,
    content: <RichText data={item.content} className={`prose ${styles.text}`} />,
  }))
  return (
    <section
      className={`${styles.section} ${styles[block.background ?? 'paper'] ?? ''} ${hasHeader ? styles.withHeader : ''}`}
      data-block="accordion"
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
        />
        <LazyAccordionItems
          items={items}
          singleOpen={Boolean(block.singleOpen)}
          openFirst={Boolean(block.openFirst)}
          headingLevel={block.title ? 'h3' : 'h2'}
        />
      </div>
    </section>
  )
}
