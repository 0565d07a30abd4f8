// At most `max` open connections per client address, counted where connections arrive
// (scripts/serve.mjs). A browser opens 6-8; the default
// CONNECTIONS_PER_ADDRESS (256) leaves room for an office or a carrier's NAT behind one address,
// and still stops one host from holding thousands. Behind a proxy (TRUSTED_PROXY_HOPS > 0) every
// connection comes from the proxy, whose per-client limit does this job (nginx's limit_conn):
// the cap is off there, or it would cap the whole site.
export const REFUSAL_STATUS = 429
export const REFUSAL_BODY = JSON.stringify({ error: 'Too many connections from your address at once.' })
/** A refused connection has this long to send its request and read the answer: it holds no slot meanwhile. */
export const REFUSED_LINGER_MS = 1_000

/** The cap per address from the environment: 0 (off) behind a proxy. */
export function connectionsPerAddress(env, trustedHops) {
  if (trustedHops > 0) return 0
  return Math.max(0, Math.floor(Number(env.CONNECTIONS_PER_ADDRESS ?? 256)) || 0)
}

/**
 * `take(socket)`: counts the connection against its address until it closes and returns true, or
 * returns false (nothing counted) when its address has `max` open already. With `max` 0, always true.
 */
export function connectionCap(max) {
  const open = new Map()
  return function take(socket) {
    if (!max) return true
    const address = socket.remoteAddress ?? 'unknown'
    const count = open.get(address) ?? 0
    if (count >= max) return false
    open.set(address, count + 1)
    socket.once('close', () => {
      const left = open.get(address) - 1
      if (left > 0) open.set(address, left)
      else open.delete(address)
    })
    return true
  }
}
