// Creates `.env.local` with random local secrets on first run. Never committed (.gitignore).
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, appendFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const SECRET_NAMES = ['PAYLOAD_SECRET', 'NEXTAUTH_SECRET', 'PREVIEW_SECRET']

// A local site is the demo: without Stripe keys its deposits are test payments. Written where
// anyone can see it, because a production server without it (and without Stripe) refuses to start.
const DEMO_LINES =
  '# This site is a demo: deposits are test payments (card 4242 4242 4242 4242). Remove for a real site.\nPEBBLE_DEMO=1'

const has = (text, name) => new RegExp(`^${name}=`, 'm').test(text)

export function ensureLocalSecrets(root = process.cwd()) {
  const file = path.join(root, '.env.local')
  const existing = existsSync(file) ? readFileSync(file, 'utf8') : ''
  const missing = SECRET_NAMES.filter((name) => !has(existing, name))
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
