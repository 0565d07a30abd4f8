// Browser tests need Debian's Chromium at /usr/bin/chromium (no browser download works here).
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export function ensureChromium(log) {
  if (existsSync(CHROMIUM)) return CHROMIUM
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH)`,
    )
  }
  log('installing Debian package chromium…')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-liberation'], { stdio: 'inherit', env })
  if (!existsSync(CHROMIUM)) throw new Error('chromium installed but /usr/bin/chromium is missing')
  return CHROMIUM
}
