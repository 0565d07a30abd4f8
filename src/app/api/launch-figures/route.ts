import { isStaffUser } from '@/access'
import { instanceName } from '@/config/instance'
import { jsonError, methodNotAllowed } from '@/kit/http/json'
import { launchFigures } from '@/observability/figures'
import { sampleAtScrape } from '@/observability/scrape'
import { userOfHeaders } from '@/content/publishing/data'
import { payloadClient } from '@/db/payload'

export const dynamic = 'force-dynamic'

/**
 * GET /api/launch-figures — this instance's key figures for the admin's launch panel, for signed-in
 * staff (their admin cookie). A plain GET: it never waits in the admission line, so the panel stays
 * live when the site is busiest.
 */
export async function GET(request: Request) {
  const payload = await payloadClient()
  const user = await userOfHeaders(payload, request.headers)
  if (!user) return jsonError(401, 'Sign in as staff to see the launch figures.')
  if (!isStaffUser(user)) return jsonError(403, 'Only staff can see the launch figures.')
  await sampleAtScrape(payload).catch(() => undefined)
  return Response.json(await launchFigures(instanceName()), { headers: { 'cache-control': 'no-store' } })
}

export const POST = methodNotAllowed('GET')
export const PUT = POST
export const PATCH = POST
export const DELETE = POST
