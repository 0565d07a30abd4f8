/** A path on this site to preview: starts with one slash, no scheme or host, not the admin or an API. */
export function previewPath(input: string | null | undefined): string | null {
  if (!input || input.length > 500 || !input.startsWith('/') || input.startsWith('//') || input.includes('\\'))
    return null
  const url = new URL(input, 'http://preview.invalid')
  if (url.origin !== 'http://preview.invalid') return null
  if (/^\/(admin|cms-api|api|preview)(\/|$)/.test(url.pathname)) return null
  return url.pathname + url.search
}
