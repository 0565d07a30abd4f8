/** JSON responses for the public API: every error is a 4xx with a message, never a stack trace. */
export const jsonError = (status: number, message: string, headers?: HeadersInit) =>
  Response.json({ error: message }, { status, headers })

/**
 * 503 with Retry-After: the database was busy or unreachable, nothing was changed, and trying
 * again in a moment is the right thing to do.
 */
export const unavailable = (message: string, retryAfterSeconds = 2) => jsonError(503, message, { 'Retry-After': String(retryAfterSeconds) })

/** A handler answering 405 with the allowed methods, for every method a route does not take. */
export const methodNotAllowed = (...allow: string[]) => () =>
  jsonError(405, `Method not allowed. Use ${allow.join(' or ')}.`, { Allow: allow.join(', ') })

/** Reads a JSON body; null when the body is missing, too large or not JSON. */
export async function readJsonBody(request: Request, maxBytes = 16_384): Promise<{ ok: true; value: unknown } | { ok: false; message: string }> {
  const text = await request.text().catch(() => null)
  if (text == null || text.trim() === '') return { ok: false, message: 'Request body must be JSON.' }
  if (text.length > maxBytes) return { ok: false, message: `Request body is larger than ${maxBytes} bytes.` }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false, message: 'Request body is not valid JSON.' }
  }
}
