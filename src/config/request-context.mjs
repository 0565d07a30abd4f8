// The current request's { id } while the server works on it. The production server
// (scripts/serve.mjs) runs each request inside it; its log lines and the query log
// (src/payload.config.ts) read it, so a line says which request it was made for. Plain JavaScript:
// serve.mjs loads it unbundled, and Next.js bundles its own copy into the app, so the store lives
// on globalThis and both copies see the same one.
import { AsyncLocalStorage } from 'node:async_hooks'

const KEY = Symbol.for('pebble.request-context')

/** @type {AsyncLocalStorage<{ id: string }>} */
export const requestContext = (globalThis[KEY] ??= new AsyncLocalStorage())

/** The id of the request being worked on, or undefined outside one (start-up, timers). */
export const currentRequestId = () => requestContext.getStore()?.id
