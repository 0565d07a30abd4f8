import { isStaffUser } from '@/access'
import { instanceName } from '@/config/instance'
import { userOfHeaders } from '@/content/publishing/data'
import { payloadClient } from '@/db/payload'
import { pingDatabase } from '@/db/ping'
import { methodNotAllowed } from '@/kit/http/json'
import { metricsAccess } from '@/observability/scrape'

export const dynamic = 'force-dynamic'

const NO_STORE = { 'Cache-Control': 'no-store' }

/**
 * Whether the caller may see the details: the scraper (METRICS_TOKEN) or signed-in staff. Anyone
 * else learns the status only: no host name, no database error (docs/security.md).
 */
async function maySeeDetails(request: Request) {
  if (metricsAccess(request.headers.get('authorization')) === 'granted') return true
  // Without any credential there is nothing to ask Payload (and a load balancer asks every few seconds).
  if (!/payload-token=/.test(request.headers.get('cookie') ?? '') && !request.headers.get('authorization')) return false
  // The database may be the thing that is down: then only the token tells staff apart, and the
  // answer does not wait longer than the ping does.
  const gaveUp = new Promise<null>((resolve) => setTimeout(() => resolve(null), 2_000).unref())
  return isStaffUser(await Promise.race([staffOf(request.headers), gaveUp]))
}

/** The staff member the request's credential stands for; null also when the database does not answer. */
const staffOf = (headers: Headers) =>
  payloadClient()
    .then((payload) => userOfHeaders(payload, headers))
    .catch(() => null)

/**
 * GET /api/health, for a load balancer: 200 `{ status: 'ok' }` when the database answers a trivial
 * query within 2 s, else 503 `{ status: 'unavailable' }`. The scraper and staff also get the
 * instance, `database` and the ping's `ms` or `error`. While the server drains (SIGTERM),
 * scripts/serve.mjs answers 503 `{ status: 'draining' }` itself, before the app.
 */
export async function GET(request: Request) {
  const [ping, details] = await Promise.all([pingDatabase(2_000), maySeeDetails(request)])
  const instance = instanceName()
  if (ping.up)
    return Response.json(
      details ? { status: 'ok', instance, database: 'up', ms: ping.ms, node: process.versions.node } : { status: 'ok' },
      { headers: NO_STORE },
    )
  return Response.json(
    details
      ? { status: 'unavailable', instance, database: 'down', error: ping.error, node: process.versions.node }
      : { status: 'unavailable' },
    { status: 503, headers: { ...NO_STORE, 'Retry-After': '5' } },
  )
}

export const HEAD = async (request: Request) => {
  const res = await GET(request)
  return new Response(null, { status: res.status, headers: res.headers })
}
export const POST = methodNotAllowed('GET')
export const PUT = POST
export const PATCH = POST
export const DELETE = POST
