/** Where a sign-up came from ('pre-footer', 'footer', …). Anything odd is recorded as 'website'. */
export function normaliseSource(input: unknown): string {
  const value = typeof input === 'string' ? input.trim().toLowerCase() : ''
  return /^[a-z0-9][a-z0-9-]{0,39}$/.test(value) ? value : 'website'
}
