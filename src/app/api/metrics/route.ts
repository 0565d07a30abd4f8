import { jsonError, methodNotAllowed } from '@/kit/http/json'
import { exposition, metricsAccess, sampleAtScrape } from '@/observability/scrape'
import { payloadClient } from '@/db/payload'

export const dynamic = 'force-dynamic'

/**
 * GET /api/metrics — this instance's Prometheus metrics, for a scraper holding METRICS_TOKEN
 * (docs/operations.md). Anyone else: 401; with no token configured: 404.
 */
export async function GET(request: Request) {
  const access = metricsAccess(request.headers.get('authorization'))
  if (access === 'no-token-set') return jsonError(404, 'Not found.')
  if (access === 'refused')
    return jsonError(401, 'A metrics token is required.', { 'WWW-Authenticate': 'Bearer realm="metrics"' })
  try {
    await sampleAtScrape(await payloadClient())
  } catch (error) {
    // The database is down: the counters still tell what happened, the sampled gauges keep their last values.
    console.warn(`[metrics] sampling the database failed: ${(error as Error).message}`)
  }
  const [text, contentType] = await exposition()
  return new Response(text, { headers: { 'content-type': contentType, 'cache-control': 'no-store' } })
}

export const POST = methodNotAllowed('GET')
export const PUT = POST
export const PATCH = POST
export const DELETE = POST
