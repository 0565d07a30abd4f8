import { instanceName } from '@/config/instance'
import { pingDatabase } from '@/db/ping'
import { methodNotAllowed } from '@/kit/http/json'

export const dynamic = 'force-dynamic'

const NO_STORE = { 'Cache-Control': 'no-store' }

/**
 * GET /api/health, for a load balancer: 200 `{ status: 'ok', instance, database: 'up' }` when
 * the database answers a trivial query within 2 s, else 503 `{ status: 'unavailable', database:
 * 'down', error }`. While the server drains (SIGTERM), scripts/serve.mjs answers 503
 * `{ status: 'draining' }` itself, before the app.
 */
export async function GET() {
  const ping = await pingDatabase(2_000)
  const instance = instanceName()
  if (ping.up) return Response.json({ status: 'ok', instance, database: 'up', ms: ping.ms }, { headers: NO_STORE })
  return Response.json(
    { status: 'unavailable', instance, database: 'down', error: ping.error },
    { status: 503, headers: { ...NO_STORE, 'Retry-After': '5' } },
  )
}

export const HEAD = async () => {
  const res = await GET()
  return new Response(null, { status: res.status, headers: res.headers })
}
export const POST = methodNotAllowed('GET')
export const PUT = POST
export const PATCH = POST
export const DELETE = POST
