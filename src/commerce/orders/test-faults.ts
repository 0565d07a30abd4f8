import { env } from '@/config/env'

import type { AfterOrderStep } from './place'

const nothing: AfterOrderStep = async () => {}

/**
 * What the order route runs inside the order's transaction, between the order and its payment:
 * nothing, except on a test server (PEBBLE_TEST_FAULTS=1, checked here), where the integration
 * tests may ask for a fault with the `x-pebble-test-fault` header:
 *   after-order       the transaction fails there (nothing may be kept)
 *   hold=<ms>         the transaction stays open that long (the server is killed meanwhile)
 *   password-lost     the new account's password is never stored (what a server stopped just
 *                     after the order leaves: an account without a password)
 */
export function placementFaultFrom(headers: Headers): AfterOrderStep {
  if (!env.testFaults) return nothing
  const value = headers.get('x-pebble-test-fault')
  if (value === 'after-order') {
    return async () => {
      throw new Error('Injected test fault between order and payment.')
    }
  }
  const hold = /^hold=(\d{1,5})$/.exec(value ?? '')
  if (hold) return () => new Promise((resolve) => setTimeout(resolve, Number(hold[1])))
  return nothing
}

/** Whether a test server was asked to leave the new account without its password (see above). */
export const passwordLostFault = (headers: Headers): boolean =>
  env.testFaults && headers.get('x-pebble-test-fault') === 'password-lost'
