/**
 * A next-auth POST's fields exactly as next-auth 4's app-router handler reads them
 * (next-auth/next/utils.js `getBody`, not exported): a JSON body (content type containing
 * application/json) as its object, a form-urlencoded body through `URLSearchParams`, where the
 * LAST of repeated fields wins (`Object.fromEntries`), and any other body as no fields at all.
 * The rate limits take their keys from here, so they always judge the e-mail next-auth's
 * `authorize` will check, whatever the encoding (FormData's `get` took the first of two `email`s,
 * and read nothing from JSON). The caller has already refused JSON that is not an object.
 */
export async function authBodyFields(request: Request): Promise<Record<string, unknown>> {
  if (request.method !== 'POST' || !request.body) return {}
  const type = request.headers.get('content-type') ?? ''
  const text = await request
    .clone()
    .text()
    .catch(() => '')
  if (type.includes('application/json')) {
    try {
      const value: unknown = JSON.parse(text)
      return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
    } catch {
      return {}
    }
  }
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text))
  return {}
}

/** A field as `authorize` receives it: only a string is an e-mail or a flag (anything else fails its schema). */
export const textField = (fields: Record<string, unknown>, name: string): string =>
  typeof fields[name] === 'string' ? fields[name] : ''
