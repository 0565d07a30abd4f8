import { parseQuoteQuery, quote } from '@/commerce/pricing/quote'
import { payloadClient } from '@/db/payload'
import { jsonError, methodNotAllowed } from '@/kit/http/json'
import { answeringUnavailable } from '@/db/unavailable'

export const dynamic = 'force-dynamic'

/** GET /api/build/quote?trim=&color=&options=a,b&term=&band=&down= — the priced configuration and estimates. */
export const GET = answeringUnavailable('quote', async function get(request: Request) {
  const query = parseQuoteQuery(new URL(request.url).searchParams)
  if (!query.success) return jsonError(400, query.error.issues[0]?.message ?? 'Invalid query.')
  return Response.json(await quote(await payloadClient(), query.data), { headers: { 'Cache-Control': 'no-store' } })
})

export const POST = methodNotAllowed('GET')
export const PUT = POST
export const PATCH = POST
export const DELETE = POST
