import { env } from '@/config/env'

/**
 * A state-changing request must come from our own pages: its Origin is the configured public
 * origin or the origin the request was addressed to (a browser never lets a page forge Origin).
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin')
  if (!origin) return false
  if (origin === new URL(env.serverUrl).origin) return true
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host')
  const proto = request.headers.get('x-forwarded-proto') ?? new URL(request.url).protocol.replace(':', '')
  return !!host && origin === `${proto}://${host}`
}
