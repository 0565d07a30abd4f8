// A local S3-compatible server for development and tests: @20minutes/s3rver (a maintained fork
// of s3rver), in a child process of its own, with one bucket. Objects are plain files under `dir`.
//   startS3({ port, dir, bucket }) → { url, env, stop }  env: the S3_* settings for the site
// Run directly (`node scripts/lib/s3.mjs <dir> <port> <bucket>`) it is that child.
import { spawn } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { stopGroup } from './process-group.mjs'

const self = fileURLToPath(import.meta.url)

/** s3rver's fixed account: access key and secret are both S3RVER. */
export const S3RVER_KEY = 'S3RVER'

/** The site's S3 settings for a server at `url` (src/config/env.ts). */
export const s3Env = (url, bucket) => ({
  S3_BUCKET: bucket,
  S3_ENDPOINT: url,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: S3RVER_KEY,
  S3_SECRET_ACCESS_KEY: S3RVER_KEY,
  S3_FORCE_PATH_STYLE: '1',
})

/** Starts s3rver on 127.0.0.1:port with `bucket` in a fresh `dir`; resolves once it answers. */
export async function startS3({ port, dir, bucket = 'media', fresh = true, logFile } = {}) {
  const root = path.resolve(dir)
  if (fresh) rmSync(root, { recursive: true, force: true })
  mkdirSync(root, { recursive: true })
  const url = `http://127.0.0.1:${port}`
  if (await answers(url)) throw new Error(`port ${port} is already in use: stop whatever runs there first`)
  const { openSync } = await import('node:fs')
  const out = logFile ? openSync(logFile, 'a') : 'ignore'
  const child = spawn(process.execPath, [self, root, String(port), bucket], {
    stdio: ['ignore', out, out],
    detached: true,
  })
  const deadline = Date.now() + 20_000
  while (!(await answers(url))) {
    if (child.exitCode !== null) throw new Error(`s3rver exited with ${child.exitCode}`)
    if (Date.now() > deadline) throw new Error(`s3rver did not answer on ${url}`)
    await new Promise((r) => setTimeout(r, 100)) // poll: until it answers
  }
  return {
    url,
    bucket,
    dir: root,
    env: s3Env(url, bucket),
    child,
    stop: () => stopGroup(child),
  }
}

const answers = (url) =>
  fetch(url).then(
    () => true,
    () => false,
  )

if (process.argv[1] === self) {
  const [dir, port, bucket] = process.argv.slice(2)
  const S3rver = createRequire(import.meta.url)('@20minutes/s3rver')
  const server = new S3rver({
    directory: dir,
    address: '127.0.0.1',
    port: Number(port),
    silent: true,
    // Path-style only (http://host/bucket/key): the site sets forcePathStyle.
    vhostBuckets: false,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  const { address, port: bound } = await server.run()
  console.log(`[s3] s3rver on http://${address}:${bound}, bucket ${bucket}, files in ${dir}`)
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.close(() => process.exit(0)))
}
