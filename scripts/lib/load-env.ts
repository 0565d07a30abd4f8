// First import of every TypeScript script: secrets and .env files, as Next.js loads them.
import { mkdirSync } from 'node:fs'

import nextEnv from '@next/env'

import { ensureLocalSecrets } from './secrets.mjs'

ensureLocalSecrets()
nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV !== 'production')

// SQLite needs its folder before it can open the file.
mkdirSync(process.env.DATA_DIR || 'data', { recursive: true })
