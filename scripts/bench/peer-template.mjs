// Payload's website template, built, seeded and served beside this checkout so that the Lighthouse
// section measures both in one run (issue 52: "faster than the peer" as a ratio, not a memory).
// Its source is `templates/website` at a pinned commit of a payloadcms/payload git dir; Payload,
// Next.js and React are this checkout's installed versions (the same framework on both sides), and
// SQLite stands in for MongoDB (this machine has none). Seeded as its admin's "Seed your database"
// button does, then built again so that its prerendered pages hold the seeded content.
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { stopGroup } from '../lib/process-group.mjs'
import { log, root } from '../lib/steps.mjs'

/** Payload's v3.88.0 tag, the newest 3.x release when this was written. */
export const PEER_COMMIT = 'fea6f8a47a50ff1330d8a5071b43e7dcffb97b22'
export const PEER_LABEL = 'Payload website template @ v3.88.0'
const SECRET = 'pebble-bench-peer-template'
const ADMIN = { email: 'bench@example.com', password: 'bench-peer-password', name: 'Bench' }
/** The template's test-only devDependencies: not needed to build or serve it. */
const TEST_TOOLS = [
  '@playwright/test',
  '@testing-library/react',
  '@vitejs/plugin-react',
  'jsdom',
  'vite-tsconfig-paths',
  'vitest',
]

const installedVersion = (name) =>
  JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version

/** Replaces `from` with `to` in `file` (relative to `dir`) once; throws when `from` is not there. */
function replaceOnce(dir, file, from, to) {
  const full = path.join(dir, file)
  const text = readFileSync(full, 'utf8')
  if (!text.includes(from)) throw new Error(`peer template: expected text not found in ${file}: ${from}`)
  writeFileSync(full, text.replace(from, to))
}

/**
 * package.json: Payload's `workspace:*` packages at this checkout's versions (@payloadcms/db-sqlite
 * in place of db-mongodb) and, in `overrides`, for the plugins' own dependencies too, so one copy of
 * each serves both. Not every package has every patch release (no admin-bar 3.90.2): those this
 * checkout does not install take the newest release of its Payload's minor line up to its version.
 * Next.js and React at this checkout's versions; no test tools, no next-sitemap after the build.
 */
function rewritePackageJson(dir) {
  const file = path.join(dir, 'package.json')
  const pkg = JSON.parse(readFileSync(file, 'utf8'))
  const payload = installedVersion('payload')
  const sameLine = `>=${payload.split('.').slice(0, 2).join('.')}.0 <=${payload}`
  const ours = (name) =>
    existsSync(path.join(root, 'node_modules', name, 'package.json')) ? installedVersion(name) : null
  delete pkg.dependencies['@payloadcms/db-mongodb']
  pkg.dependencies['@payloadcms/db-sqlite'] = 'workspace:*'
  for (const name of Object.keys(pkg.dependencies))
    if (pkg.dependencies[name].startsWith('workspace:')) pkg.dependencies[name] = ours(name) ?? sameLine
  for (const name of ['next', 'react', 'react-dom']) pkg.dependencies[name] = installedVersion(name)
  pkg.overrides = Object.fromEntries(
    ['payload', ...readdirSync(path.join(root, 'node_modules', '@payloadcms')).map((name) => `@payloadcms/${name}`)]
      .filter((name) => ours(name))
      .map((name) => [name, ours(name)]),
  )
  pkg.devDependencies['eslint-config-next'] = installedVersion('next')
  for (const name of TEST_TOOLS) delete pkg.devDependencies[name]
  delete pkg.scripts.postbuild
  delete pkg.pnpm
  writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`)
}

/**
 * The source changes: SQLite in payload.config.ts, and the seed reads its four images from its own
 * folder (the pinned ones) where it fetched them from GitHub's 3.x branch (this machine reaches
 * only package registries).
 */
function adaptSource(dir) {
  const config = 'src/payload.config.ts'
  replaceOnce(
    dir,
    config,
    "import { mongooseAdapter } from '@payloadcms/db-mongodb'",
    "import { sqliteAdapter } from '@payloadcms/db-sqlite'",
  )
  replaceOnce(
    dir,
    config,
    'db: mongooseAdapter({\n    url: process.env.DATABASE_URL,\n  }),',
    "db: sqliteAdapter({ client: { url: process.env.DATABASE_URI || 'file:./website.db' } }),",
  )
  replaceOnce(
    dir,
    'src/endpoints/seed/index.ts',
    "  const res = await fetch(url, {\n    credentials: 'include',\n    method: 'GET',\n  })",
    "  const { readFile } = await import('node:fs/promises')\n" +
      "  const res = new Response(await readFile(`${process.cwd()}/src/endpoints/seed/${url.split('/').pop()}`))",
  )
}

/** Runs `command` in the template's folder on this process's Node; throws on a non-zero exit. */
function runIn(dir, command, args, env) {
  const result = spawnSync(command, args, { cwd: dir, stdio: 'inherit', env })
  if (result.status !== 0) throw new Error(`peer template: ${command} ${args.join(' ')} exited with ${result.status}`)
}

/** Starts `next start` and resolves once the home page answers. */
async function startNext(dir, { port, env, logFile }) {
  const url = `http://127.0.0.1:${port}`
  if (
    await fetch(url).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`peer template: port ${port} is already in use`)
  const out = openSync(logFile, 'a')
  const child = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-H', '127.0.0.1', '-p', String(port)],
    {
      cwd: dir,
      env: { ...env, NODE_ENV: 'production' },
      stdio: ['ignore', out, out],
      detached: true,
    },
  )
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`peer template: next start exited with ${child.exitCode}; see ${logFile}`)
    const status = await fetch(url + '/').then(
      (res) => res.status,
      () => 0,
    )
    if (status > 0 && status < 500) return { url, stop: () => stopGroup(child) }
    await new Promise((r) => setTimeout(r, 500)) // poll: until it answers
  }
  await stopGroup(child)
  throw new Error(`peer template: no answer on ${url} within 120 s; see ${logFile}`)
}

/** The first user (Payload's first-register), then the admin's seed route with that user's token. */
async function seed(url) {
  const register = await fetch(`${url}/api/users/first-register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  if (!register.ok) throw new Error(`peer template: first-register answered ${register.status}`)
  const { token } = await register.json()
  const seeded = await fetch(`${url}/next/seed`, { method: 'POST', headers: { authorization: `JWT ${token}` } })
  if (!seeded.ok) throw new Error(`peer template: seed answered ${seeded.status}: ${await seeded.text()}`)
}

/** The newest post's path, and a check that it and the home page render the seeded content. */
async function checkContent(url) {
  const { docs } = await (await fetch(`${url}/api/posts?limit=1&sort=-publishedAt&depth=0`)).json()
  if (!docs?.length) throw new Error('peer template: no posts after seeding')
  const postPath = `/posts/${docs[0].slug}`
  for (const [pagePath, text] of [
    ['/', docs[0].title],
    [postPath, docs[0].title],
  ]) {
    const res = await fetch(url + pagePath)
    const html = await res.text()
    if (res.status !== 200 || !html.includes(text))
      throw new Error(`peer template: ${pagePath} answered ${res.status} without "${text}"`)
  }
  return postPath
}

/**
 * Payload's website template at `commit` of `gitDir`, prepared once in .bench-data/peer (reused
 * while its stamp matches) and served on `port`. Resolves to its URL, `stop()` and its page paths under
 * Pebble's labels (home, post, blog, search).
 */
export async function startPeerTemplate({ gitDir, port, commit = PEER_COMMIT }) {
  const dir = path.join(root, '.bench-data', 'peer', `website-${commit.slice(0, 12)}`)
  const logFile = path.join(dir, 'server.log')
  const stampFile = path.join(dir, '.bench-ready')
  // The port is part of the build: NEXT_PUBLIC_SERVER_URL is compiled in.
  const stamp = JSON.stringify({ commit, port, payload: installedVersion('payload'), next: installedVersion('next') })
  const env = {
    ...process.env,
    PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH}`,
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_OPTIONS: '--no-deprecation',
    PAYLOAD_SECRET: SECRET,
    DATABASE_URI: `file:${path.join(dir, 'website.db')}`,
    NEXT_PUBLIC_SERVER_URL: `http://127.0.0.1:${port}`,
    CRON_SECRET: SECRET,
    PREVIEW_SECRET: SECRET,
  }
  const build = () => runIn(dir, process.execPath, ['node_modules/next/dist/bin/next', 'build'], env)
  if (!(existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp)) {
    log(`${PEER_LABEL}: extracting ${commit.slice(0, 12)}, installing, building and seeding (takes minutes)…`)
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(dir, { recursive: true })
    const archive = execFileSync('git', ['--git-dir', gitDir, 'archive', `${commit}:templates/website`], {
      maxBuffer: 256 * 1024 * 1024,
    })
    execFileSync('tar', ['-x', '-C', dir], { input: archive })
    rewritePackageJson(dir)
    adaptSource(dir)
    runIn(dir, 'npm', ['install', '--no-audit', '--no-fund'], env)
    // Payload creates SQLite's tables itself only outside production (its dev-mode schema push).
    writeFileSync(
      path.join(dir, 'bench-push-schema.ts'),
      "import config from '@payload-config'\nimport { getPayload } from 'payload'\n\nawait getPayload({ config })\nprocess.exit(0)\n",
    )
    runIn(dir, process.execPath, ['node_modules/payload/bin.js', 'run', 'bench-push-schema.ts'], {
      ...env,
      NODE_ENV: 'development',
    })
    build()
    const first = await startNext(dir, { port, env, logFile })
    try {
      log(`${PEER_LABEL}: seeding (POST /next/seed as its first user)…`)
      await seed(first.url)
    } finally {
      await first.stop()
    }
    log(`${PEER_LABEL}: building again, so that its prerendered pages hold the seeded content…`)
    build()
    writeFileSync(stampFile, stamp)
  }
  const server = await startNext(dir, { port, env, logFile })
  try {
    const postPath = await checkContent(server.url)
    return {
      label: PEER_LABEL,
      url: server.url,
      stop: server.stop,
      paths: { home: '/', post: postPath, blog: '/posts', search: '/search' },
    }
  } catch (error) {
    await server.stop()
    throw error
  }
}
