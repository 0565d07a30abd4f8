import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  adapterWrites,
  localApiCalls,
  mayCallLocalApi,
  mayWriteThroughAdapter,
} from '../../scripts/lib/local-api-calls.mjs'

/** One door to Payload, second half: only a feature's data module calls the Local API (scripts/check-local-api.mjs). */
describe('the Local API check', () => {
  it('finds each way the code calls the Local API, with its line', () => {
    const text = [
      'const payload = await payloadClient()',
      "const { docs } = await payload.find({ collection: 'orders' })",
      'await req.payload.update({',
      "  collection: 'payments',",
      '})',
      "const settings = await (await payloadClient()).findGlobal({ slug: 'settings' })",
      '  const found = await (',
      '    await payloadClient()',
      '  ).findByID({ collection: "forms", id })',
      "await payload.db.updateOne({ collection: 'customers', id, data })",
      'const db = req.payload.db.drizzle',
      'const n = await payload.count<"orders">({ where })',
      'const { user } = await payload.auth({ headers })',
    ].join('\n')
    expect(localApiCalls(text)).toEqual([
      { line: 2, call: 'payload.find(' },
      { line: 3, call: 'payload.update(' },
      { line: 6, call: 'payloadClient()).findGlobal(' },
      { line: 8, call: 'payloadClient()).findByID(' },
      { line: 10, call: 'payload.db.updateOne(' },
      { line: 11, call: 'payload.db.drizzle' },
      { line: 12, call: 'payload.count<"orders">(' },
      { line: 13, call: 'payload.auth(' },
    ])
  })

  it('ignores what is not a query: the logger, the config, comments, other objects', () => {
    const text = [
      "req.payload.logger.error('media file missing')",
      'const prefix = payload.config.cookiePrefix',
      '// payload.find({ collection: "orders" }) in a comment',
      '/* await payload.update({ … }) */',
      'cache.find((x) => x.id === id)',
      'await payloadClient()',
    ].join('\n')
    expect(localApiCalls(text)).toEqual([])
  })

  it('allows the data modules, the database layer and the seed, and nothing else', () => {
    expect(
      [
        'src/commerce/refunds/data.ts',
        'src/portal/data.ts',
        'src/content/queries.ts',
        'src/db/transaction.ts',
        'src/seed/seed.ts',
        'src/payload-types.ts',
      ].every(mayCallLocalApi),
    ).toBe(true)
    expect(
      [
        'src/commerce/refunds/refund.ts',
        'src/app/api/launch-figures/route.ts',
        'src/auth/Users.ts',
        'src/commerce/refunds/metadata.ts',
      ].some(mayCallLocalApi),
    ).toBe(false)
  })

  it('passes on the code as it is: every Local API call of a feature is in its data module', () => {
    // The same check `npm test` runs (boundaries step), here on a few files that used to call Payload.
    const root = path.resolve(__dirname, '../..')
    for (const file of ['src/commerce/refunds/refund.ts', 'src/auth/Users.ts', 'src/mail/deliver.ts'])
      expect(localApiCalls(readFileSync(path.join(root, file), 'utf8'))).toEqual([])
  })

  it('finds every write through the database adapter, which skips hooks, validation and versions', () => {
    const text = [
      "await payload.db.updateOne({ collection: 'customers', id, data })",
      "return (await req.payload.db.create({ collection: 'outbox', data })) as Row",
      "const row = await payload.db.findOne({ collection: 'customers', where })",
      "await payload.update({ collection: 'customers', id, data })",
      "// payload.db.deleteMany({ collection: 'orders' }) in a comment",
    ].join('\n')
    expect(adapterWrites(text)).toEqual([
      { line: 1, call: '.db.updateOne(' },
      { line: 2, call: '.db.create(' },
    ])
    expect(mayWriteThroughAdapter('src/migrations/sqlite/20261126_081604_refunds.ts')).toBe(true)
    expect(['src/auth/data.ts', 'src/mail/data.ts', 'src/db/transaction.ts'].some(mayWriteThroughAdapter)).toBe(false)
  })

  it('passes on the code as it is: accounts and the outbox write through Payload, not its adapter', () => {
    const root = path.resolve(__dirname, '../..')
    for (const file of ['src/auth/data.ts', 'src/mail/data.ts'])
      expect(adapterWrites(readFileSync(path.join(root, file), 'utf8'))).toEqual([])
  })
})
