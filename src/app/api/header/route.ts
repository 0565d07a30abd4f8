import { linkToJSON } from '@/content/links/json'
import { methodNotAllowed } from '@/kit/http/json'
import { getHeader } from '@/content/queries'
import { answeringUnavailable } from '@/db/unavailable'

/** GET /api/header -> { links: [{ title, href, … }], cta: { title, href, … } } (spec section 7). */
export const GET = answeringUnavailable('header', async function get() {
  const header = await getHeader()
  return Response.json({
    links: (header.links ?? []).map((item) => linkToJSON(item.link)).filter(Boolean),
    cta: linkToJSON(header.cta),
  })
})

export const POST = methodNotAllowed('GET')
export const PUT = POST
export const PATCH = POST
export const DELETE = POST
