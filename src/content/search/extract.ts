import type { Field } from 'payload'

/**
 * THE plain text a document is found by: every text, textarea and rich-text field of its schema,
 * walked through its groups, arrays, rows, tabs and layout blocks (each block by its own fields),
 * in document order. Not found by: select values, checkboxes, relationships, uploads, URLs, slugs,
 * anchors and SEO meta (what the reader never sees as text on the page).
 *
 * One function for pages and posts alike: it reads the collection's own field list, so a new block
 * or field is searchable without a change here.
 */
export function searchableText(fields: readonly Field[], data: unknown): string {
  const out: string[] = []
  collectFields(fields, data, out)
  return out.join('\n')
}

/** Fields whose text is an address or an identifier, not prose. */
const NOT_PROSE = new Set(['slug', 'meta', 'url', 'anchorId', 'blockName', 'id'])

type Data = Record<string, unknown>
const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value)

function collectFields(fields: readonly Field[], data: unknown, out: string[]) {
  if (!isData(data)) return
  for (const field of fields) {
    if ('name' in field && NOT_PROSE.has(field.name)) continue
    switch (field.type) {
      case 'text':
      case 'textarea': {
        const value = data[field.name]
        if (typeof value === 'string' && value.trim()) out.push(value)
        else if (Array.isArray(value)) out.push(...value.filter((v): v is string => typeof v === 'string'))
        break
      }
      case 'richText':
        collectLexical(data[field.name], out)
        break
      case 'group':
        if ('name' in field && field.name) collectFields(field.fields, data[field.name], out)
        else collectFields(field.fields, data, out)
        break
      case 'row':
      case 'collapsible':
        collectFields(field.fields, data, out)
        break
      case 'tabs':
        for (const tab of field.tabs) {
          if ('name' in tab && tab.name) {
            if (!NOT_PROSE.has(tab.name)) collectFields(tab.fields, data[tab.name], out)
          } else collectFields(tab.fields, data, out)
        }
        break
      case 'array': {
        const rows = data[field.name]
        if (Array.isArray(rows)) for (const row of rows) collectFields(field.fields, row, out)
        break
      }
      case 'blocks': {
        const rows = data[field.name]
        if (!Array.isArray(rows)) break
        for (const row of rows) {
          if (!isData(row)) continue
          const block = field.blocks.find((b) => b.slug === row.blockType)
          if (block) collectFields(block.fields, row, out)
        }
        break
      }
      default:
        break
    }
  }
}

/** Lexical's JSON: the text of its text nodes, one line per block-level node. */
function collectLexical(value: unknown, out: string[]) {
  if (!isData(value) || !isData(value.root)) return
  const lines: string[] = []
  let line = ''
  const walk = (node: unknown) => {
    if (!isData(node)) return
    if (typeof node.text === 'string') line += node.text
    if (node.type === 'linebreak') line += ' '
    if (Array.isArray(node.children)) {
      for (const child of node.children) walk(child)
      const inline = node.type === 'link' || node.type === 'autolink' || node.type === 'text'
      if (!inline && line.trim()) {
        lines.push(line.trim())
        line = ''
      }
    }
  }
  walk(value.root)
  if (line.trim()) lines.push(line.trim())
  out.push(...lines)
}
