// What the app and the server share about the front's page copies (scripts/lib/page-front.mjs):
// a generation, raised whenever content is published so every copy is dropped at once, and how the
// front answered. One Int32Array over shared memory, created by scripts/serve.mjs and kept on
// globalThis: Next.js may load this module once per route bundle, and the front thread reads the
// same memory.
const KEY = Symbol.for('pebble.page-copies')

/** The slots: the generation, then counts of the front's answers by kind. */
export const PAGE_COPY_SLOTS = {
  generation: 0,
  /** answered from a copy under a second old */
  fresh: 1,
  /** answered from an older copy while a newer one was fetched */
  stale: 2,
  /** waited for a copy the app had to make (none yet, or content changed) */
  fetched: 3,
  /** answered 304: the visitor's copy is the current one */
  not_modified: 4,
  /** connections handed to the app (a request that is not for a copy) */
  passed: 5,
}
const SIZE = Object.keys(PAGE_COPY_SLOTS).length

/** The shared memory, made once by the server before it starts the front. */
export function createPageCopiesState() {
  globalThis[KEY] = new Int32Array(new SharedArrayBuffer(SIZE * Int32Array.BYTES_PER_ELEMENT))
  return globalThis[KEY].buffer
}

/** The view the front thread works on. */
export const pageCopiesView = (buffer) => new Int32Array(buffer)

/** Content changed: no copy made before now may answer again. Nothing when no front runs. */
export function pageCopiesChanged() {
  const state = globalThis[KEY]
  if (state) Atomics.add(state, PAGE_COPY_SLOTS.generation, 1)
}

/** How the front has answered, by kind, since the server started; null when no front runs. */
export function pageCopyCounts() {
  const state = globalThis[KEY]
  if (!state) return null
  return Object.fromEntries(
    Object.entries(PAGE_COPY_SLOTS)
      .filter(([kind]) => kind !== 'generation')
      .map(([kind, slot]) => [kind, Atomics.load(state, slot)]),
  )
}
