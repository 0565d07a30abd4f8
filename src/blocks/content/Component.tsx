import type { ContentBlock as ContentData } from '@/payload-types'
import { RichText } from '@/content/richtext/RichText'
import { anchorIdOf } from '@/blocks/_shared/anchor'

import styles from './styles.module.css'

export function Content({ block }: { block: ContentData }) {
  return (
    <section
      className={`${styles.content} ${block.width === 'wide' ? styles.wide : ''}`}
      data-block="content"
      id={anchorIdOf(block)}
    >
      {block.title && <h2 className={styles.title}>{block.title}</h2>}
      <RichText data={block.body} className="prose" />
    </section>
  )
}
