// Work a stopping server finishes before it exits: a new buyer's password, hashed after the order's
// answer when the server is quiet (src/auth/accounts.ts, storePasswordSoon). Plain JavaScript on
// globalThis: scripts/serve.mjs (unbundled) drains, and the app (bundled, perhaps in several copies)
// holds the work.
const KEY = Symbol.for('pebble.held-work')
/** @type {{ work: Set<Promise<unknown>>, hurries: Set<() => void> }} */
const held = (globalThis[KEY] ??= { work: new Set(), hurries: new Set() })

/** The process does not exit on SIGTERM before `promise` settles (within the shutdown timeout). */
export function holdExitFor(promise) {
  held.work.add(promise)
  const release = () => held.work.delete(promise)
  promise.then(release, release)
}

/** `hurry` runs when the server starts draining: work waiting for a quiet moment starts now. */
export function hurryOnDrain(hurry) {
  held.hurries.add(hurry)
}

/** For scripts/serve.mjs, when draining starts: every hurry runs. */
export function hurryHeldWork() {
  for (const hurry of held.hurries) hurry()
}

/** For scripts/serve.mjs, before it exits: until the held work has settled. */
export async function heldWorkSettled() {
  while (held.work.size > 0) await Promise.allSettled([...held.work])
}
