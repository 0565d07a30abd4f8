#!/usr/bin/env node
// The production server: Next.js's own request handler behind Node's HTTP server, so the app
// learns who connected (below) and stops cleanly on SIGTERM. `npm start`, the tests and the bench
// all serve through it.
//   PORT                 port (default 3000)
//   TRUSTED_PROXY_HOPS   proxies in front that append to X-Forwarded-For (default 0: none)
//   HEAVY_REQUESTS_AT_ONCE  build-flow, payment, portal, sign-in and CMS requests worked on at once (default 4)
import http from 'node:http'

import next from 'next'

import { PAYMENTS_NOT_SET_UP, paymentProviderFromEnvironment } from '../src/commerce/payments/provider-rule.mjs'
import { admission, isHeavy } from './lib/admission.mjs'
import { clientAddressOf, CLIENT_ADDRESS_HEADER } from './lib/client-address.mjs'

const port = Number(process.env.PORT || 3000)
const hostname = process.env.HOSTNAME || '0.0.0.0'
const trustedHops = Math.max(0, Number(process.env.TRUSTED_PROXY_HOPS || 0))

const app = next({ dev: false, dir: process.cwd(), hostname, port })
await app.prepare()

// Prepared, Next.js has loaded the .env files: a site that would let test cards pay real orders
// does not start (the rule: src/commerce/payments/provider-rule.mjs).
if (!paymentProviderFromEnvironment(process.env)) {
  console.error(`[pebble] ${PAYMENTS_NOT_SET_UP}`)
  process.exit(1)
}
const handle = app.getRequestHandler()

const admit = admission({ limit: Math.max(1, Number(process.env.HEAVY_REQUESTS_AT_ONCE || 4)), maxWaitMs: 60_000 })

const server = http.createServer((req, res) => {
  req.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf(req, trustedHops)
  if (isHeavy(req.method, req.url ?? '/')) admit(req, res, () => handle(req, res))
  else handle(req, res)
})
server.keepAliveTimeout = 65_000
server.listen(port, hostname, () => console.log(`[pebble] serving on http://localhost:${port}`))

// SIGTERM (a deploy, a scale-down): stop taking connections, let in-flight requests finish.
let stopping = false
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    server.close(() => process.exit(0))
    server.closeIdleConnections()
    setTimeout(() => process.exit(0), 10_000).unref()
  })
}
