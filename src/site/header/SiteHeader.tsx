import { linkToJSON } from '@/content/links/json'
import { getHeader } from '@/content/queries'

import { HeaderShell } from './HeaderShell'

/** Logo, navigation and the pre-order CTA from the `header` global (server: data; HeaderShell: behaviour). */
export async function SiteHeader() {
  const header = await getHeader()
  const links = (header.links ?? []).map((item) => linkToJSON(item.link)).filter((l) => l !== null)
  return <HeaderShell links={links} cta={linkToJSON(header.cta)} />
}
