import type { PlacementFault } from './place'

/**
 * Test servers only (PEBBLE_TEST_FAULTS=1; the route checks): a fault the integration tests ask
 * for with the `x-pebble-test-fault` header, run inside the order's transaction between the order
 * and its payment.
 *   after-order       the transaction fails there (nothing may be kept)
 *   hold=<ms>         the transaction stays open that long (the server is killed meanwhile)
 */
export function placementFaultFrom(headers: Headers): PlacementFault | undefined {
  const value = headers.get('x-pebble-test-fault')
  if (value === 'after-order') {
    return async () => {
      throw new Error('Injected test fault between order and payment.')
    }
  }
  const hold = /^hold=(\d{1,5})$/.exec(value ?? '')
  if (hold) return () => new Promise((resolve) => setTimeout(resolve, Number(hold[1])))
  return undefined
}
