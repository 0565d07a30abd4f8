import fc from 'fast-check'
import { describe, it } from 'vitest'

import { type FuzzRoute, fuzzRoute, oddString } from './fuzz'

/**
 * Every API route of the site, one line each. A new route (the next-auth routes under
 * /api/auth/*, the payments webhook) is one more line here.
 */
const ROUTES: FuzzRoute[] = [
  { path: '/api/header', accepts: ['GET'] },
  { path: '/api/get-settings', accepts: ['GET'] },
  {
    path: '/api/popup-data',
    accepts: ['POST'],
    shape: fc.record(
      { type: fc.oneof(fc.constantFrom('page', 'post', 'PAGE', 'product', ''), oddString, fc.jsonValue()), uid: fc.oneof(fc.constantFrom('team', 'home', 'charging'), oddString, fc.jsonValue()) },
      { requiredKeys: [] },
    ),
  },
]

describe('API routes under generated input: 4xx with a JSON message, never a 5xx, nothing written', () => {
  it.each(ROUTES.map((route) => [route.path, route] as const))('%s', async (_path, route) => {
    await fuzzRoute(route, { runs: 1_000 })
  }, 60_000)
})
