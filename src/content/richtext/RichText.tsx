import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText as LexicalRichText, type JSXConvertersFunction, LinkJSXConverter } from '@payloadcms/richtext-lexical/react'

import { pagePath, postPath } from '../links/resolve'

type Internal = { relationTo: string; value: unknown }

/** Internal links inside rich text use the same paths as the link resolver. */
const internalDocToHref = ({ linkNode }: { linkNode: { fields: { doc?: Internal | null } } }) => {
  const doc = linkNode.fields.doc
  const value = doc?.value && typeof doc.value === 'object' ? (doc.value as { slug?: string }) : null
  if (!value?.slug) return '#'
  return doc?.relationTo === 'posts' ? postPath(value.slug) : pagePath(value.slug)
}

const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  ...LinkJSXConverter({ internalDocToHref }),
})

export function RichText({ data, className }: { data: unknown; className?: string }) {
  if (!data || typeof data !== 'object' || !('root' in data)) return null
  return <LexicalRichText data={data as SerializedEditorState} converters={converters} className={className} disableContainer={false} />
}
