import { anchorIdOf } from '@/blocks/_shared/anchor'
import { BlockHeader } from '@/blocks/_shared/BlockHeader'
import { Media } from '@/content/media/Media'
import { RichText } from '@/content/richtext/RichText'
import type { DropdownBlock as DropdownData } from '@/payload-types'

import { LazyDropdownSwitcher } from './LazyDropdownSwitcher'
import styles from './styles.module.css'

type Option = NonNullable<DropdownData['options']>[number]

/** One option's panel: image, heading, rich text and label/value rows. Rendered on the server. */
function Panel({ option, Heading }: { option: Option; Heading: 'h2' | 'h3' }) {
  const rows = option.rows ?? []
  const hasImage = Boolean(option.image)
  return (
    <div className={`${styles.panel} ${hasImage ? styles.withImage : ''}`}>
      {hasImage && (
        <div className={styles.media}>
          <Media media={option.image} fill sizes="(min-width: 1024px) 45vw, 100vw" />
        </div>
      )}
      <div className={styles.copy}>
        <Heading className={styles.panelTitle}>{option.title || option.label}</Heading>
        {option.text && <RichText data={option.text} className={`prose ${styles.text}`} />}
        {rows.length > 0 && (
          <dl className={styles.rows}>
            {rows.map((row, i) => (
              <div key={row.id ?? i} className={styles.row}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </div>
  )
}

/** A labelled menu that switches the panel below it, e.g. pick a trim and see its specs. */
export function Dropdown({ block }: { block: DropdownData }) {
  const titleId = `dropdown-${block.id ?? 'title'}`
  const options = block.options ?? []
  const Heading = block.title ? 'h3' : 'h2'
  return (
    <section
      className={`${styles.section} ${styles[block.background ?? 'paper'] ?? ''}`}
      data-block="dropdown"
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
        <LazyDropdownSwitcher
          label={block.label}
          options={options.map((option) => option.label)}
          panels={options.map((option, i) => (
            <Panel key={option.id ?? i} option={option} Heading={Heading} />
          ))}
        />
      </div>
    </section>
  )
}
