/** Builders for Lexical rich-text JSON, so demo content reads like prose. */
type Node = Record<string, unknown>

const base = { format: '', indent: 0, version: 1, direction: 'ltr' as const }

/** Text with **bold** and _italic_ markers. */
function inline(text: string): Node[] {
  return text
    .split(/(\*\*[^*]+\*\*|_[^_]+_)/)
    .filter(Boolean)
    .map((part) => {
      const bold = part.startsWith('**')
      const italic = !bold && part.startsWith('_') && part.endsWith('_')
      const value = bold ? part.slice(2, -2) : italic ? part.slice(1, -1) : part
      return {
        type: 'text',
        text: value,
        format: bold ? 1 : italic ? 2 : 0,
        detail: 0,
        mode: 'normal',
        style: '',
        version: 1,
      }
    })
}

export const p = (text: string): Node => ({
  ...base,
  type: 'paragraph',
  textFormat: 0,
  textStyle: '',
  children: inline(text),
})
export const h = (tag: 'h2' | 'h3', text: string): Node => ({ ...base, type: 'heading', tag, children: inline(text) })

export const ul = (items: (string | Node[])[], listType: 'bullet' | 'number' = 'bullet'): Node => ({
  ...base,
  type: 'list',
  listType,
  tag: listType === 'bullet' ? 'ul' : 'ol',
  start: 1,
  children: items.map((item, i) => ({
    ...base,
    type: 'listitem',
    value: i + 1,
    children: typeof item === 'string' ? inline(item) : item,
  })),
})

/** An internal link to a page or post by id. */
export const docLink = (relationTo: 'pages' | 'posts', id: number, text: string): Node => ({
  ...base,
  type: 'link',
  fields: { linkType: 'internal', doc: { relationTo, value: id }, newTab: false },
  children: inline(text),
})

/** A paragraph made of text and links. */
export const para = (...parts: (string | Node)[]): Node => ({
  ...base,
  type: 'paragraph',
  textFormat: 0,
  textStyle: '',
  children: parts.flatMap((part) => (typeof part === 'string' ? inline(part) : [part])),
})

export const doc = (...children: Node[]) => ({ root: { ...base, type: 'root', children } })
