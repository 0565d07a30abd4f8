import { isStaffUser } from '@/access'
import { instanceName } from '@/config/instance'
import { userOfHeaders } from '@/content/publishing/data'
import { pingDatabase } from '@/db/ping'
import { methodNotAllowed } from '@/kit/http/json'

export const dynamic = 'force-dynamic'

const NO_STORE = { 'Cache-Control': 'no-store' }

/**
 * GET /api/health, for a load balancer: 200 `{ status: 'ok', instance, database: 'up' }` when
 * the database answers a trivial query within 2 s, else 503 `{ status: 'unavailable', database:
 * 'down', error }`. While the server drains (SIGTERM), scripts/serve.mjs answers 503
 * `{ status: 'draining' }` itself, before the app. Signed-in staff (admin cookie or JWT) also get
 * `node`, the Node.js version the server runs on.
 */
export async function GET(request?: Request) {
  const ping = await pingDatabase(2_000)
  const instance = instanceName()
  if (ping.up) {
    const runtime = (await forStaff(request)) ? { node: process.versions.node } : {}
    return Response.json({ status: 'ok', instance, database: 'up', ms: ping.ms, ...runtime }, { headers: NO_STORE })
  }
  return Response.json(
    { status: 'unavailable', instance, database: 'down', error: ping.error },
    { status: 503, headers: { ...NO_STORE, 'Retry-After': '5' } },
  )
}

/** Whether the request carries a staff session (asked only when it carries credentials at all). */
async function forStaff(request?: Request): Promise<boolean> {
  if (!request || !(request.headers.has('authorization') || request.headers.has('cookie'))) return false
  return isStaffUser(await userOfHeaders(request.headers).catch(() => null))
}

export const HEAD = async () => {
  const res = await GET()
  return new Response(null, { status: res.status, headers: res.headers })
}
export const POST = methodNotAllowed('GET')
export const PUT = POST
export const PATCH = POST
export const DELETE = POST
