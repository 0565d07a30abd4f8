// Creates `.env.local` with random local secrets on first run. Never committed (.gitignore).
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, appendFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const SECRET_NAMES = ['PAYLOAD_SECRET', 'NEXTAUTH_SECRET', 'PREVIEW_SECRET']

export function ensureLocalSecrets(root = process.cwd()) {
  const file = path.join(root, '.env.local')
  const existing = existsSync(file) ? readFileSync(file, 'utf8') : ''
  const missing = SECRET_NAMES.filter((name) => !new RegExp(`^${name}=`, 'm').test(existing))
  if (missing.length === 0) return false
  const lines = missing.map((name) => `${name}=${randomBytes(32).toString('hex')}`).join('\n')
  if (!existing) writeFileSync(file, `# Local secrets, made on first run. Do not commit.\n${lines}\n`, { mode: 0o600 })
  else appendFileSync(file, `${existing.endsWith('\n') ? '' : '\n'}${lines}\n`)
  return true
}
