/**
 * Builders for the demo content's blocks, so a page reads as its content rather than as repeated
 * object shapes. Each returns the block as Payload stores it.
 */
type Row = { label: string; value: string; note?: string }

/** One line of a list section: a label, its value, and an optional note under them. */
export const row = (label: string, value: string, note?: string): Row =>
  note ? { label, value, note } : { label, value }

/** A list section (a spec table): its heading, then its rows. */
export const listSection = (
  heading: { eyebrow?: string; title: string; background?: 'beige' },
  items: Row[],
): Record<string, unknown> => ({ blockType: 'list-section', ...heading, items })

/** A page's title cover: eyebrow, title, intro, and an optional image. */
export const titleCover = (
  eyebrow: string,
  title: string,
  intro: string,
  image?: unknown,
): Record<string, unknown> => ({
  blockType: 'title-cover',
  eyebrow,
  title,
  intro,
  ...(image === undefined ? {} : { image }),
})
