import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { startServer } from '../../scripts/lib/steps.mjs'
import { BASE_URL } from './helpers'
import { SECOND_SERVER_ENV } from './ops-servers'

// Found: with no Stripe keys, the built-in test provider took payments in a production build —
// `POST /api/payments/test-checkout` with a reference and 4242 4242 4242 4242 marked a real
// order's deposit paid. Now the test provider needs a site that says it is a demo (PEBBLE_DEMO=1,
// which the test servers and `npm start`'s local settings carry); a production server with neither
// that nor Stripe keys does not start, and says why.
const PORT = Number(new URL(BASE_URL).port) + 55

describe('a production server without a payment provider', () => {
  it('refuses to start and says what to set', async () => {
    const logFile = path.resolve(process.env.TEST_DATA_DIR ?? '.test-data', 'no-payments-server.log')
    const started = startServer({
      port: PORT,
      env: {
        ...SECOND_SERVER_ENV,
        DATA_DIR: process.env.TEST_DATA_DIR!,
        NEXT_PUBLIC_SERVER_URL: `http://127.0.0.1:${PORT}`,
        PEBBLE_DEMO: '0',
        STRIPE_SECRET_KEY: '',
      },
      logFile,
    })
    // A server that did start anyway is stopped before the test fails.
    await expect(
      started.then(
        async (server) => (await server.stop(), 'started'),
        (error: Error) => error.message,
      ),
    ).resolves.toMatch(/server exited/)
    const log = readFileSync(logFile, 'utf8')
    expect(log).toContain('No payment provider is set up')
    expect(log).toMatch(/STRIPE_SECRET_KEY/)
    expect(log).toMatch(/PEBBLE_DEMO=1/)
    // Nothing listens: no request could reach a test checkout.
    await expect(fetch(`http://127.0.0.1:${PORT}/api/payments/test-checkout`, { method: 'POST' })).rejects.toThrow()
  }, 90_000)
})
