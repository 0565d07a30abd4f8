import type { Block, Field, TextField } from 'payload'

const ANCHOR_ID_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/

/** Payload validation for an anchor id: optional here, lower-case letters, digits and single hyphens. */
export const validateAnchorId = (value: unknown): true | string =>
  value == null || value === '' || (typeof value === 'string' && ANCHOR_ID_PATTERN.test(value))
    ? true
    : 'Use lower-case letters, digits and single hyphens, starting with a letter (e.g. "specs" or "faq-2").'

/** The optional `anchorId` of a block, rendered by its component as the root element's `id`. */
export const anchorField: TextField = {
  name: 'anchorId',
  label: 'Anchor id',
  type: 'text',
  validate: validateAnchorId,
  admin: {
    placeholder: 'e.g. specs',
    description:
      'Optional. Lets an "Anchors" bar (or a link to /page#specs) jump to this block. Unique on the page; lower-case letters, digits and hyphens.',
  },
}

/** Tucked into a collapsed row at the end of every block, so it never gets in the editor's way. */
const anchorGroup: Field = {
  type: 'collapsible',
  label: 'Anchor (in-page link target)',
  admin: { initCollapsed: true },
  fields: [anchorField],
}

const withAnchor = new WeakMap<Block, Block>()

/** The block with the shared anchor field appended (once; the same object for pages and posts). */
export function withAnchorField(block: Block): Block {
  const known = withAnchor.get(block)
  if (known) return known
  const next: Block = { ...block, fields: [...block.fields, anchorGroup] }
  withAnchor.set(block, next)
  return next
}
