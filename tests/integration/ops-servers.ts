import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { startServer } from '../../scripts/lib/steps.mjs'
import { BASE_URL } from './helpers'

const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')

/**
 * What a test's second server on the suite's database adds to its environment. On SQLite the
 * suite's server alone runs Payload's job queue, as a site on SQLite has one instance: Payload 3.90
 * claims a job without a lock, so a second runner on the same file claims it too, and the one that
 * loses answers 500 when the winner deletes it. On Postgres the leader lock decides
 * (content/publishing/jobs.ts). 2e9 ms: within setInterval's range.
 */
export const SECOND_SERVER_ENV: Record<string, string> = onPostgres ? {} : { JOBS_INTERVAL_MS: '2000000000' }

export type Server = Awaited<ReturnType<typeof startServer>>

/** Ports of the servers these tests start beside the suite's own (the suite's port + 60 and up). */
export const sparePort = (n: number) => Number(new URL(BASE_URL).port) + 60 + n

/**
 * Another server from the suite's build, on the suite's database (unless `env` says otherwise),
 * with its log in the suite's data folder. The test runner's own environment carries unit-test
 * secrets (vitest.config.ts): each caller says which secrets the server gets.
 */
export async function startSpareServer(n: number, name: string, env: Record<string, string>) {
  const port = sparePort(n)
  const logFile = path.resolve(process.env.TEST_DATA_DIR ?? '.test-data', `${name}.log`)
  const server = await startServer({
    port,
    env: {
      DATA_DIR: process.env.TEST_DATA_DIR!,
      NEXT_PUBLIC_SERVER_URL: `http://127.0.0.1:${port}`,
      INSTANCE_NAME: name,
      ...SECOND_SERVER_ENV,
      ...env,
    },
    logFile,
    // A static file: it answers even when the server's database does not.
    readyPath: '/robots.txt',
  })
  return { ...server, port, logFile, log: () => readFileSync(logFile, 'utf8') }
}
export type SpareServer = Awaited<ReturnType<typeof startSpareServer>>

/** The secrets the suite's server read from .env.local. */
export const localSecrets = (): Record<string, string> =>
  Object.fromEntries(
    readFileSync('.env.local', 'utf8')
      .split('\n')
      .map((line) => /^([A-Z_]+)=(.*)$/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1], m[2]]),
  )

/** Fresh secrets, as a deploy would put in every instance's environment. */
export const freshSecrets = () => ({
  PAYLOAD_SECRET: randomBytes(32).toString('hex'),
  NEXTAUTH_SECRET: randomBytes(32).toString('hex'),
})

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string }

/** One HTTP request over `agent` (node:http, so a test sees exactly what happened to its connection). */
export function request(
  agent: http.Agent,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { agent, method: init.method ?? 'GET', headers: init.headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      res.on('error', reject)
    })
    req.setTimeout(init.timeoutMs ?? 30_000, () =>
      req.destroy(Object.assign(new Error('timed out'), { code: 'TIMEOUT' })),
    )
    req.on('error', reject)
    req.end(init.body)
  })
}
