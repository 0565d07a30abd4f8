/**
 * What a message says, once: the HTML (BrandedMail) and the plain-text alternative are both made
 * from it, so the two never disagree.
 */
export type MailContent = {
  /** The greeting or headline at the top of the message. */
  heading: string
  paragraphs: string[]
  /** A summary table (an order's lines and totals, an amount and a due date). */
  rows?: { label: string; value: string; strong?: boolean }[]
  /** The one thing to do next: a button in HTML, "label: URL" in text. */
  action?: { label: string; href: string }
  /** Paragraphs after the action (what happens next). */
  after?: string[]
}

const SIGNATURE = '— The Pebble team'

/** The plain-text alternative of a message. */
export function plainText(content: MailContent): string {
  const blocks: string[] = [content.heading, ...content.paragraphs]
  if (content.rows?.length) blocks.push(content.rows.map((row) => `  ${row.label}: ${row.value}`).join('\n'))
  if (content.action) blocks.push(`${content.action.label}: ${content.action.href}`)
  blocks.push(...(content.after ?? []), SIGNATURE)
  return blocks.join('\n\n')
}

/**
 * A message written as plain text (the sign-in links, staff notifications): its first paragraph
 * is the heading, the rest are paragraphs, and links stay in the text (linked in HTML).
 */
export function contentFromText(text: string): MailContent {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p && p !== SIGNATURE)
  return { heading: paragraphs[0] ?? '', paragraphs: paragraphs.slice(1) }
}
