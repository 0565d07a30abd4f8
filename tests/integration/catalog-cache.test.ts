import { describe, expect, it } from 'vitest'

import { api, eventually, staffLogin } from './helpers'

// The build flow reads the catalog from the data cache; an editor's change must still price the
// next quote and order at once (the catalog's hooks expire the cache).
const quoteOf = async () =>
  (await (await api('/api/build/quote?trim=adventure&color=sage&options=bike-rack')).json()) as {
    options: { uid: string; priceDelta: number }[]
  }
const bikeRack = async () => (await quoteOf()).options.find((o) => o.uid === 'bike-rack')!.priceDelta

describe('the cached catalog', () => {
  it("an editor's price change reaches the next quote within 2 s, and so does putting it back", async () => {
    const editor = await staffLogin('editor')
    const { docs } = await (
      await api('/cms-api/options?where[uid][equals]=bike-rack&depth=0', { headers: editor })
    ).json()
    const option = docs[0] as { id: number; price: number }
    expect(await bikeRack()).toBe(option.price)
    const save = (price: number) =>
      api(`/cms-api/options/${option.id}`, { method: 'PATCH', headers: editor, body: JSON.stringify({ price }) })
    try {
      expect((await save(option.price + 10_000)).status).toBe(200)
      expect(await eventually(async () => (await bikeRack()) === option.price + 10_000, 2000)).toBeLessThan(2000)
    } finally {
      expect((await save(option.price)).status).toBe(200)
    }
    await eventually(async () => (await bikeRack()) === option.price, 2000)
  })
})
