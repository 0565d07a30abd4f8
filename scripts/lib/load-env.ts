// First import of every TypeScript script: secrets and .env files, as Next.js loads them.
import nextEnv from '@next/env'

import { ensureLocalSecrets } from './secrets.mjs'

ensureLocalSecrets()
nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV !== 'production')

// SQLite needs its folder before it can open the file.
const { mkdirSync } = await import('node:fs')
mkdirSync(process.env.DATA_DIR || 'data', { recursive: true })
