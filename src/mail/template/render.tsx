import { render } from '@react-email/render'

import { env } from '@/config/env'

import { BrandedMail } from './BrandedMail'
import { contentFromText, plainText, type MailContent } from './content'

/** The HTML and plain-text parts of one message on the site's template. */
export async function renderMail(source: MailContent | string): Promise<{ html: string; text: string }> {
  const content = typeof source === 'string' ? contentFromText(source) : source
  const text = typeof source === 'string' ? source : plainText(source)
  const preview = content.paragraphs[0] ?? content.heading
  const html = await render(<BrandedMail content={content} siteUrl={env.serverUrl} preview={preview.slice(0, 140)} />)
  return { html, text }
}
