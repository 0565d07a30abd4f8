import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import {
  type JSXConvertersFunction,
  LinkJSXConverter,
  RichText as LexicalRichText,
} from '@payloadcms/richtext-lexical/react'

import { IntentLink } from '../links/IntentLink'
import { type LinkData, popupAttribute, popupTargetOf, resolveLinkHref } from '../links/resolve'

type InternalDoc = { relationTo?: string; value?: unknown } | null | undefined

/** An internal rich-text link as the shared link shape, so the link resolver decides its href and popup. */
function asLinkData(doc: InternalDoc): LinkData {
  const value =
    doc?.value && typeof doc.value === 'object' ? (doc.value as { slug?: string; openInPopup?: boolean }) : null
  return doc?.relationTo === 'posts' ? { post: value } : { page: value }
}

const converters: JSXConvertersFunction = ({ defaultConverters }) => {
  const external = LinkJSXConverter({ internalDocToHref: () => '#' })
  const externalLink = external.link as Extract<typeof external.link, (...args: never[]) => unknown>
  return {
    ...defaultConverters,
    ...external,
    link: (args) => {
      const fields = args.node.fields as { linkType?: string; doc?: InternalDoc }
      if (fields.linkType !== 'internal') return externalLink(args)
      const link = { title: 'Rich-text link', ...asLinkData(fields.doc) }
      const href = resolveLinkHref(link) ?? '#'
      return (
        <IntentLink href={href} data-popup={popupAttribute(popupTargetOf(link))}>
          {args.nodesToJSX({ nodes: args.node.children })}
        </IntentLink>
      )
    },
  }
}

export function RichText({ data, className }: { data: unknown; className?: string }) {
  if (!data || typeof data !== 'object' || !('root' in data)) return null
  return (
    <LexicalRichText
      data={data as SerializedEditorState}
      converters={converters}
      className={className}
      disableContainer={false}
    />
  )
}
