import type { FormBlock as FormData } from '@/payload-types'
import { RichText } from '@/content/richtext/RichText'
import { toDefinition } from '@/forms/definition'
import { LazyEditorForm } from './LazyEditorForm'
import { anchorIdOf } from '@/blocks/_shared/anchor'
import { BlockHeader } from '@/blocks/_shared/BlockHeader'

import styles from './styles.module.css'

/** An editor-built form with its section header beside it (stacked on small screens). */
export function Form({ block }: { block: FormData }) {
  const form = block.form
  // A form that was deleted (or not populated) leaves nothing on the page rather than a broken block.
  if (!form || typeof form !== 'object') return null
  const definition = toDefinition(form as never)
  if (definition.fields.length === 0) return null
  const titleId = `form-${block.id ?? form.id}-title`
  const confirmation =
    form.confirmationType !== 'redirect' && form.confirmationMessage ? (
      <RichText data={form.confirmationMessage as never} className={`prose ${styles.confirmation}`} />
    ) : undefined
  return (
    <section
      className={`${styles.section} ${block.background === 'beige' ? styles.beige : ''}`}
      data-block="form"
      id={anchorIdOf(block)}
      aria-labelledby={block.title ? titleId : undefined}
      aria-label={block.title ? undefined : definition.title}
    >
      <div className={styles.inner}>
        <BlockHeader
          eyebrow={block.eyebrow}
          title={block.title}
          intro={block.intro}
          titleId={titleId}
          classes={styles}
        />
        <div className={styles.card}>
          <LazyEditorForm definition={definition} confirmation={confirmation} id={`form-${block.id ?? form.id}`} />
        </div>
      </div>
    </section>
  )
}
