/**
 * The client address for per-address rate limits, as the server decided it from the socket and
 * the trusted proxies (scripts/lib/client-address.mjs) and put in one header that a client cannot
 * set (the server overwrites it on every request). Without it (`next dev`) every request counts
 * as one address.
 */
const CLIENT_ADDRESS_HEADER = 'x-pebble-client-address'

export function clientAddress(headers: Headers | Record<string, string | string[] | undefined>): string {
  const raw = headers instanceof Headers ? headers.get(CLIENT_ADDRESS_HEADER) : headers[CLIENT_ADDRESS_HEADER]
  const value = Array.isArray(raw) ? raw[0] : raw
  return value?.trim() || 'unknown'
}
