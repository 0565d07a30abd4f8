// THE client address of a request, for per-address limits: decided once, where the socket is
// known (scripts/serve.mjs), and handed to the app in one header it overwrites on every request.
//
// With no proxy in front (TRUSTED_PROXY_HOPS=0) it is the socket's peer, and X-Forwarded-For is
// ignored: a client cannot choose its own bucket. Behind N proxies that each append the address
// they saw (nginx `$proxy_add_x_forwarded_for`, load balancers, CDNs), it is the N-th entry from
// the right: the one the outermost trusted proxy wrote. Entries further left came from the client.
export const CLIENT_ADDRESS_HEADER = 'x-pebble-client-address'

/** `peer`: who is on the other end of the connection. */
export function clientAddressOf(req, trustedHops, peer = req.socket?.remoteAddress ?? 'unknown') {
  if (!trustedHops) return peer
  const raw = req.headers['x-forwarded-for']
  const entries = (Array.isArray(raw) ? raw.join(',') : (raw ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  return entries.length >= trustedHops ? entries[entries.length - trustedHops] : (entries[0] ?? peer)
}
