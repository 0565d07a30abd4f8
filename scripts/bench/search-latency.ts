// Site search's own latency at a number of documents (`npm run bench`, section "search"): fills the
// search index of a throw-away database (DATA_DIR for SQLite, or DATABASE_URL for Postgres) with
// BENCH_SEARCH_DOCS generated posts through the same engine code the hooks use, then times
// BENCH_SEARCH_RUNS searches per query, each a page of 10 results with highlights and the total,
// and prints one JSON line: { engine, docs, medians: { query: ms } }. Never run on a real database.
import '../lib/load-env'

import { isPostgres } from '../../src/config/env'
import { SEARCH_INDEX_VERSION, searchEngine } from '../../src/content/search/sync'
import { searchTerms } from '../../src/content/search/terms'
import { drizzleFor, inTransaction } from '../../src/db/transaction'
import { payloadClient } from '../../src/db/payload'

/** What is asked: a word most posts have, two words, a word few have, and a word half typed. */
export const BENCH_QUERIES = ['battery', 'solar roof', 'antifreeze', 'batt']

const SENTENCES = [
  'The 45 kWh battery sits under the floor, low and centred between the axles.',
  'A heat pump keeps the battery warm on cold nights without a generator.',
  'Solar panels on the roof add up to 1.5 kW on a clear day.',
  'The kitchen has an induction hob, a deep sink and a drawer fridge.',
  'Pebble tows behind most electric SUVs and pickups without a weight-distribution hitch.',
  'Regenerative axles push the trailer uphill so the tow car barely notices it.',
  'Fresh water tanks hold 30 gallons, grey water 20, both heated in winter.',
  'The bed folds into a dinette with room for four at the table.',
  'Charging from a Level 2 station fills the battery in about four and a half hours.',
  'At the campground, a 30 A hookup keeps everything running indefinitely.',
  'The roof rack takes bikes, a kayak or another solar panel.',
  'Every window has a blackout blind and an insect screen.',
  'The app shows the state of charge, tank levels and cabin temperature.',
  'Our prototypes covered forty thousand miles in deserts and mountains.',
  'Reservations are refundable until the build slot is confirmed.',
  'The composite shell is light, stiff and never rusts.',
  'LED lighting runs on the house battery, independent of the tow vehicle.',
  'Winter testing on the salt flats proved the seals and the heating.',
  'Storage under the bed holds camping chairs and a folding table.',
  'The spare wheel lives under the front storage box.',
]

/** A small deterministic random generator, so every run fills the same documents. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0
    return state / 2 ** 32
  }
}

const docsWanted = Number(process.env.BENCH_SEARCH_DOCS || 100)
const runs = Number(process.env.BENCH_SEARCH_RUNS || 40)
const payload = await payloadClient()
await payload.db.migrate()
const engine = searchEngine()

const have = (await engine.keys(await drizzleFor(payload))).length
const next = random(docsWanted)
const pick = () => SENTENCES[Math.floor(next() * SENTENCES.length)]
for (let start = have; start < docsWanted; start += 500) {
  const batch = Array.from({ length: Math.min(500, docsWanted - start) }, (_, i) => {
    const n = start + i + 1
    const body = Array.from({ length: 12 }, pick)
    // One post in a hundred mentions antifreeze.
    if (n % 100 === 7) body.push('Pour antifreeze into the drain traps before the first frost.')
    return {
      collection: 'posts' as const,
      docId: n,
      slug: `bench-search-${n}`,
      title: pick().split(' ').slice(0, 7).join(' '),
      body: body.join(' '),
    }
  })
  await inTransaction(payload, async (req) => {
    const db = await drizzleFor(payload, req)
    for (const doc of batch) await engine.upsert(db, doc, SEARCH_INDEX_VERSION)
  })
}

const db = await drizzleFor(payload)
const medians: Record<string, number> = {}
const totals: Record<string, number> = {}
for (const query of BENCH_QUERIES) {
  const terms = searchTerms(query)
  for (let i = 0; i < 5; i++) await engine.search(db, terms, { limit: 10, offset: 0 })
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    const { total } = await engine.search(db, terms, { limit: 10, offset: 0 })
    times.push(performance.now() - started)
    totals[query] = total
  }
  times.sort((a, b) => a - b)
  medians[query] = times[Math.floor(times.length / 2)]
}
console.log(JSON.stringify({ engine: isPostgres ? 'Postgres' : 'SQLite', docs: docsWanted, medians, totals }))
await payload.destroy?.()
process.exit(0)
