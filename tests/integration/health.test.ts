import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { api, eventually, SERVER_LOG, staffLogin } from './helpers'
import { localSecrets, type SpareServer, sparePort, startSpareServer } from './ops-servers'

/** When each Node.js LTS line stops getting security fixes (https://github.com/nodejs/Release). */
const NODE_END_OF_LIFE: Record<number, string> = {
  20: '2026-04-30',
  22: '2027-04-30',
  24: '2028-04-30',
  26: '2029-04-30',
}

const isPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')

/** The access-log line (JSON) the server wrote for a request id, once it is there. */
async function accessLine(id: string, file = SERVER_LOG!) {
  let line: Record<string, unknown> | undefined
  await eventually(async () => {
    line = readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('{') && l.includes(id))
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.msg === 'request')
    return line !== undefined
  }, 5_000)
  return line!
}

/** The scraper's token (METRICS_TOKEN from `npm test`): it may see the details. */
const SCRAPER = { authorization: `Bearer ${process.env.METRICS_TOKEN}` }

describe('GET /api/health', () => {
  it('answers anyone 200 with the status only: no host or instance name, never cached', async () => {
    const res = await api('/api/health')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({ status: 'ok' })
    const forged = await api('/api/health', { headers: { authorization: 'Bearer not-the-token' } })
    expect(await forged.json()).toEqual({ status: 'ok' })
  })

  it('tells the scraper and signed-in staff the instance and the database', async () => {
    for (const headers of [SCRAPER, await staffLogin('admin')]) {
      const res = await api('/api/health', { headers })
      expect(res.status).toBe(200)
      const body = await res.json()
      expect(body).toMatchObject({ status: 'ok', database: 'up' })
      expect(typeof body.instance).toBe('string')
      expect(body.instance.length).toBeGreaterThan(0)
    }
  })

  it('tells staff, and only staff, the Node.js it runs on: the pinned line, not past its end of life', async () => {
    expect((await (await api('/api/health')).json()).node).toBeUndefined()
    const customer = await api('/api/health', { headers: { cookie: 'payload-token=not-a-session' } })
    expect((await customer.json()).node).toBeUndefined()
    const body = await (await api('/api/health', { headers: await staffLogin('support') })).json()
    expect(body.node).toMatch(/^\d+\.\d+\.\d+$/)
    const major = Number(body.node.split('.')[0])
    expect(major).toBe(Number(readFileSync('.nvmrc', 'utf8').trim().split('.')[0]))
    const endOfLife = NODE_END_OF_LIFE[major]
    expect(endOfLife, `Node ${major} is an LTS line whose end of life is known`).toBeDefined()
    expect(new Date().toISOString().slice(0, 10) < endOfLife!, `Node ${major} ended on ${endOfLife}`).toBe(true)
  })

  it('answers other methods with a 405 JSON', async () => {
    const res = await api('/api/health', { method: 'POST', body: '{}' })
    expect(res.status).toBe(405)
    expect((await res.json()).error).toMatch(/GET/)
  })
})

describe('request ids and the access log', () => {
  it('echoes a sane x-request-id, and the access-log line carries it, the instance and no secrets', async () => {
    const id = `test-${randomUUID()}`
    const res = await api('/reset-password?token=abcdef0123456789&x=1', { headers: { 'x-request-id': id } })
    expect(res.headers.get('x-request-id')).toBe(id)
    const line = await accessLine(id)
    expect(line).toMatchObject({ level: 'info', request_id: id, method: 'GET', status: res.status })
    expect(line.path).toBe('/reset-password?token=[redacted]&x=1')
    expect(typeof line.ms).toBe('number')
    expect(typeof line.instance).toBe('string')
    expect(readFileSync(SERVER_LOG!, 'utf8')).not.toContain('abcdef0123456789')
  })

  it('makes one when none (or a malformed one) is given: a trace id (docs/operations.md)', async () => {
    // 32 hex digits, the shape of an OpenTelemetry trace id, so the access log's id is the trace's.
    const traceId = /^[0-9a-f]{32}$/
    const plain = (await api('/api/health')).headers.get('x-request-id')
    expect(plain).toMatch(traceId)
    const forged = (await api('/api/health', { headers: { 'x-request-id': 'a b"}{' } })).headers.get('x-request-id')
    expect(forged).toMatch(traceId)
    expect(forged).not.toBe(plain)
    await accessLine(forged!)
  })
})

describe('with the database unreachable', () => {
  let server: SpareServer | null = null
  let blackhole: net.Server | null = null
  const sockets = new Set<net.Socket>()
  afterAll(async () => {
    await server?.stop()
    for (const socket of sockets) socket.destroy()
    blackhole?.close()
  })

  const health = async (port: number, headers: Record<string, string> = SCRAPER) => {
    const started = Date.now()
    const res = await fetch(`http://127.0.0.1:${port}/api/health`, { headers, signal: AbortSignal.timeout(10_000) })
    return {
      status: res.status,
      ms: Date.now() - started,
      type: res.headers.get('content-type'),
      body: await res.json(),
    }
  }

  it(
    isPostgres
      ? 'answers 503 JSON within about 2 s when Postgres does not answer, and when it refuses connections'
      : 'answers 503 JSON when the SQLite file is not there',
    async () => {
      const env: Record<string, string> = { ...localSecrets() }
      if (isPostgres) {
        // A "database" that accepts connections and never says a word: the check must not hang.
        blackhole = net.createServer((socket) => sockets.add(socket))
        await new Promise<void>((resolve) => blackhole!.listen(sparePort(3), '127.0.0.1', resolve))
        env.DATABASE_URL = `postgres://pebble@127.0.0.1:${sparePort(3)}/pebble`
      } else {
        env.DATA_DIR = path.resolve(process.env.TEST_DATA_DIR!, `missing-${randomUUID()}`)
      }
      server = await startSpareServer(2, 'health-down', env)

      // Anyone learns that it is down, not why.
      const anonymous = await health(server.port, {})
      expect(anonymous.status).toBe(503)
      expect(anonymous.body).toEqual({ status: 'unavailable' })

      const first = await health(server.port)
      expect(first.status).toBe(503)
      expect(first.type).toMatch(/application\/json/)
      expect(first.body).toMatchObject({ status: 'unavailable', database: 'down', instance: 'health-down' })
      expect(first.ms).toBeLessThan(4_000)
      if (isPostgres) {
        expect(first.body.error).toMatch(/no answer within 2000 ms/)
        // Now nothing listens there at all.
        for (const socket of sockets) socket.destroy()
        await new Promise((resolve) => blackhole!.close(resolve))
        blackhole = null
        const refused = await health(server.port)
        expect(refused.status).toBe(503)
        expect(refused.body.error).toMatch(/connection refused|no answer/)
      } else {
        expect(first.body.error).toBe('database file not found')
      }
      // No address of the database in a public answer.
      expect(JSON.stringify(first.body)).not.toMatch(/127\.0\.0\.1|postgres:|\//)
    },
    90_000,
  )
})
