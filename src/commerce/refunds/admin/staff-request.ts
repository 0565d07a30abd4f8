/** The admin's calls to the order's money endpoints (endpoints.ts), answering the server's message on a refusal. */
const API = '/cms-api'

export type Answer<T> = { ok: true; body: T } | { ok: false; message: string }

export async function staffRequest<T>(path: string, body?: unknown): Promise<Answer<T>> {
  const res = await fetch(`${API}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    credentials: 'include',
    cache: 'no-store',
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).catch(() => null)
  if (!res) return { ok: false, message: 'The server could not be reached. Try again.' }
  const answer = (await res.json().catch(() => ({}))) as T & { error?: string }
  if (!res.ok) return { ok: false, message: answer.error ?? `The request failed (${res.status}).` }
  return { ok: true, body: answer }
}

export const dollars = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 })
