/**
 * The client address for per-address rate limits: the right-most X-Forwarded-For entry, i.e. the
 * one written by the hop nearest to this server. Behind a reverse proxy that appends the peer
 * address (nginx `$proxy_add_x_forwarded_for`, every load balancer) that entry cannot be forged.
 * Without a proxy, Next.js fills the header from the socket only when the client sent none, so a
 * client talking to `next start` directly can pick its own bucket: there the per-account limits
 * and Payload's lockout still apply. Production runs behind a proxy.
 */
export function clientAddress(headers: Headers | Record<string, string | string[] | undefined>): string {
  const raw = headers instanceof Headers ? headers.get('x-forwarded-for') : headers['x-forwarded-for']
  const value = Array.isArray(raw) ? raw.join(',') : raw
  const last = value?.split(',').map((part) => part.trim()).filter(Boolean).pop()
  return last || 'unknown'
}
