import type { ArrayField, SelectField, TextareaField, TextField, UploadField } from 'payload'

import { linkField } from '@/content/fields/link'

/**
 * Field definitions shared by the blocks. Each factory returns exactly the field the blocks used
 * to spell out, so the database schema and the generated types stay the same; only the editor's
 * hint (`admin.description`) is passed in where the blocks word it differently.
 */

/** The optional small line above a block's title. */
export function eyebrowField(description: string): TextField {
  return { name: 'eyebrow', type: 'text', admin: { description } }
}

/** A section's title: required (no hint), or optional with the editor's hint. */
export function titleField(title: { required: true } | { description: string }): TextField {
  return 'required' in title
    ? { name: 'title', type: 'text', required: true }
    : { name: 'title', type: 'text', admin: { description: title.description } }
}

/** The optional intro paragraph under (or beside) a section's title, with or without a hint. */
export function introField(description?: string): TextareaField {
  return description ? { name: 'intro', type: 'textarea', admin: { description } } : { name: 'intro', type: 'textarea' }
}

/**
 * The section header a block renders with `BlockHeader`: eyebrow and title, and the intro when
 * `intro` is given (`true` for one with no hint).
 */
export function headerFields(header: {
  eyebrow: string
  title: { required: true } | { description: string }
  intro?: string | true
}): (TextField | TextareaField)[] {
  const fields: (TextField | TextareaField)[] = [eyebrowField(header.eyebrow), titleField(header.title)]
  if (header.intro) fields.push(introField(header.intro === true ? undefined : header.intro))
  return fields
}

/**
 * The section's background colour: paper or beige, and dark where the block allows it. Paper is
 * the default unless the block starts another; `admin` is the block's layout hint, if any.
 */
export function backgroundField({
  dark = false,
  defaultValue = 'paper',
  admin,
}: { dark?: boolean; defaultValue?: 'paper' | 'beige'; admin?: SelectField['admin'] } = {}): SelectField {
  return {
    name: 'background',
    type: 'select',
    defaultValue,
    required: true,
    options: [
      { label: 'Paper', value: 'paper' },
      { label: 'Beige', value: 'beige' },
      ...(dark ? [{ label: 'Dark', value: 'dark' }] : []),
    ],
    ...(admin ? { admin } : {}),
  }
}

/** A cover's required full-bleed image or video. */
export function coverMediaField(description: string): UploadField {
  return {
    name: 'media',
    label: 'Image or video',
    type: 'upload',
    relationTo: 'media',
    required: true,
    admin: { description },
  }
}

/** Up to two buttons; the first is drawn as the main button. */
export function coverLinksField(): ArrayField {
  return {
    name: 'links',
    type: 'array',
    maxRows: 2,
    labels: { singular: 'Link', plural: 'Links' },
    admin: { description: 'Up to two buttons. The first is drawn as the main button.' },
    fields: [linkField()],
  }
}
