// Creates `.env.local` with random local secrets on first run. Never committed (.gitignore).
// A secret set in the environment is never written there: several instances of the site share
// theirs through the environment (docs/operations.md, "Running more than one instance"), and the
// environment wins over .env files anyway.
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, appendFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** Secrets every instance of one site must share: Payload's tokens, the customer sessions. */
export const SHARED_SECRET_NAMES = ['PAYLOAD_SECRET', 'NEXTAUTH_SECRET']

// A local site is the demo: without Stripe keys its deposits are test payments. Written where
// anyone can see it, because a production server without it (and without Stripe) refuses to start.
const DEMO_LINES =
  '# This site is a demo: deposits are test payments (card 4242 4242 4242 4242). Remove for a real site.\nPEBBLE_DEMO=1'

const has = (text, name) => new RegExp(`^${name}=`, 'm').test(text)

export function ensureLocalSecrets(root = process.cwd()) {
  const file = path.join(root, '.env.local')
  const existing = existsSync(file) ? readFileSync(file, 'utf8') : ''
  const missing = SHARED_SECRET_NAMES.filter((name) => !has(existing, name) && !process.env[name])
  const wantsDemo =
    !has(existing, 'PEBBLE_DEMO') &&
    !has(existing, 'STRIPE_SECRET_KEY') &&
    !process.env.PEBBLE_DEMO &&
    !process.env.STRIPE_SECRET_KEY
  if (missing.length === 0 && !wantsDemo) return false
  const lines = [
    ...missing.map((name) => `${name}=${randomBytes(32).toString('hex')}`),
    ...(wantsDemo ? [DEMO_LINES] : []),
  ].join('\n')
  if (!existing) writeFileSync(file, `# Local secrets, made on first run. Do not commit.\n${lines}\n`, { mode: 0o600 })
  else appendFileSync(file, `${existing.endsWith('\n') ? '' : '\n'}${lines}\n`)
  return true
}

/**
 * Where each shared secret comes from: 'environment', '.env.local', or 'missing'. Next.js loads
 * .env.local without overriding the environment, so the environment's value is the one used.
 */
export function secretSources(root = process.cwd()) {
  const file = path.join(root, '.env.local')
  const existing = existsSync(file) ? readFileSync(file, 'utf8') : ''
  return Object.fromEntries(
    [...SHARED_SECRET_NAMES, 'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY'].map((name) => [
      name,
      process.env[name] ? 'environment' : has(existing, name) ? '.env.local' : 'missing',
    ]),
  )
}
