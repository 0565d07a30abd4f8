// Whether a request carries a valid staff token (Payload's own JWT: the admin's `payload-token`
// cookie, or `Authorization: JWT …` from a script), checked where requests arrive
// (scripts/serve.mjs) before the app starts on them. The admission line uses it to give the CMS
// API's reads by anyone else a slot of their own (scripts/lib/admission.mjs).
//
// The check is Payload's: HS256 over the token with the key Payload derives from PAYLOAD_SECRET
// (the first 32 hex characters of its SHA-256), a `users` token, not expired. A forged or stale
// token only loses its bearer the staff lane; the app checks every token again as always.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

const COOKIE = /(?:^|;\s*)payload-token=([^;]+)/

function tokenOf(req) {
  const authorization = req.headers.authorization ?? ''
  const bearer = /^(?:JWT|Bearer)\s+(\S+)$/i.exec(authorization)
  if (bearer) return bearer[1]
  return COOKIE.exec(req.headers.cookie ?? '')?.[1] ?? null
}

export function staffTokenChecker(secret) {
  if (!secret) return () => false
  const key = createHash('sha256').update(secret).digest('hex').slice(0, 32)
  return function carriesStaffToken(req) {
    const token = tokenOf(req)
    const [header, payload, signature] = token?.split('.') ?? []
    if (!signature) return false
    const expected = Buffer.from(createHmac('sha256', key).update(`${header}.${payload}`).digest('base64url'))
    const given = Buffer.from(signature)
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
      return claims.collection === 'users' && (typeof claims.exp !== 'number' || claims.exp * 1000 > Date.now())
    } catch {
      return false
    }
  }
}
