import { AsyncLocalStorage } from 'node:async_hooks'

import type { CollectionBeforeOperationHook } from 'payload'

import { publicError } from '@/content/api/public-error'

/**
 * Staff sign in through one door only: POST /cms-api/users/login, where the sign-in limits stand
 * (staff-sign-in.ts). Payload opens others, GraphQL's `loginUser` first: with no lockout any more it
 * would be a door for unlimited guessing. The REST wrapper runs Payload's handler inside
 * `throughLimitedDoor`; the `users` collection refuses a login operation that did not come that way.
 */
const limitedDoor = new AsyncLocalStorage<true>()

export const throughLimitedDoor = <T>(work: () => T): T => limitedDoor.run(true, work)

export const onlyThroughLimitedDoor: CollectionBeforeOperationHook = ({ operation, args }) => {
  if (operation === 'login' && !limitedDoor.getStore())
    throw publicError('Staff sign in at /admin (POST /cms-api/users/login), not here.', 403)
  return args
}
