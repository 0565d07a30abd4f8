/**
 * The seeds every generated-input test replays in `npm test`, so a run sends the same requests as
 * the last one and a failure is a change, not luck. Every seed that ever found a bug joins
 * fuzz-seeds.json (with what it found), first the oldest. New seeds are `npm run fuzz`'s to draw
 * (scripts/fuzz.mjs): it sets PEBBLE_FUZZ_SEED, which replaces the list with that one seed, and
 * prints the seeds that failed; `PEBBLE_FUZZ_SEED=<seed> npm test` replays one.
 */
import { readFileSync } from 'node:fs'

type Found = { seed: number; found: string }

const listed = (): number[] =>
  (JSON.parse(readFileSync(new URL('./fuzz-seeds.json', import.meta.url), 'utf8')) as Found[]).map(
    (entry) => entry.seed,
  )

export function fuzzSeeds(): number[] {
  const given = process.env.PEBBLE_FUZZ_SEED
  return given ? [Number(given)] : listed()
}
