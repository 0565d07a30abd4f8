/** JSON responses for the public API: every error is a 4xx with a message, never a stack trace. */
export const jsonError = (status: number, message: string, headers?: HeadersInit) =>
  Response.json({ error: message }, { status, headers })

/**
 * 503 with Retry-After: the database was busy or unreachable, nothing was changed, and trying
 * again in a moment is the right thing to do.
 */
export const unavailable = (message: string, retryAfterSeconds = 2) =>
  jsonError(503, message, { 'Retry-After': String(retryAfterSeconds) })

/** A handler answering 405 with the allowed methods, for every method a route does not take. */
export const methodNotAllowed =
  (...allow: string[]) =>
  () =>
    jsonError(405, `Method not allowed. Use ${allow.join(' or ')}.`, { Allow: allow.join(', ') })

/** The largest body the site's own JSON and form routes take (the build flow's order is the biggest, ~2 kB). */
export const BODY_LIMIT = 16_384

export type BodyRead = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; status: 400 | 413; message: string }

const tooLarge = (maxBytes: number): BodyRead => ({
  ok: false,
  status: 413,
  message: `Request body is larger than ${maxBytes} bytes.`,
})

/**
 * Reads a request body, but never more than `maxBytes` of it: a declared Content-Length over the
 * limit is refused before reading, and a body without one (chunked) is read chunk by chunk and
 * refused as soon as it passes the limit. So a 20 MB body costs the server at most the limit in
 * memory, where `request.text()` read all of it before anyone looked at its size.
 */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<BodyRead> {
  const declared = request.headers.get('content-length')
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > maxBytes) {
    await request.body?.cancel().catch(() => {})
    return tooLarge(maxBytes)
  }
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        await reader.cancel().catch(() => {})
        return tooLarge(maxBytes)
      }
      chunks.push(value)
    }
  } catch {
    return { ok: false, status: 400, message: 'Request body could not be read.' }
  }
  const bytes = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  return { ok: true, bytes }
}

/** Reads a body as UTF-8 text (what `request.text()` gives), within `maxBytes`. */
export async function readBodyText(
  request: Request,
  maxBytes: number,
): Promise<{ ok: true; text: string } | Extract<BodyRead, { ok: false }>> {
  const read = await readBodyBytes(request, maxBytes)
  return read.ok ? { ok: true, text: new TextDecoder().decode(read.bytes) } : read
}

/** The same request with a body already read (handlers further on read it again as they like). */
export function withBody<R extends Request>(
  request: R,
  bytes: Uint8Array<ArrayBuffer>,
  make: (url: string, init: RequestInit) => R = (url, init) => new Request(url, init) as R,
): R {
  return make(request.url, {
    method: request.method,
    headers: request.headers,
    body: bytes.byteLength > 0 ? bytes : null,
    signal: request.signal,
  })
}

/** Reads a JSON body within `maxBytes`: 413 when it is larger, 400 when it is missing or not JSON. */
export async function readJsonBody(
  request: Request,
  maxBytes = BODY_LIMIT,
): Promise<{ ok: true; value: unknown } | Extract<BodyRead, { ok: false }>> {
  const read = await readBodyText(request, maxBytes)
  if (!read.ok) return read
  if (read.text.trim() === '') return { ok: false, status: 400, message: 'Request body must be JSON.' }
  try {
    return { ok: true, value: JSON.parse(read.text) }
  } catch {
    return { ok: false, status: 400, message: 'Request body is not valid JSON.' }
  }
}
