import { env } from '@/config/env'

import type { PaymentEvent } from './provider-types'

/** The event id prefix that makes a test server fail an event after its receipt is queued. */
export const FAULT_AFTER_RECEIPT = 'evt_test_fault_after_receipt_'

/**
 * Runs inside a payment event's transaction, after the receipt is queued: nothing, except on a
 * test server (PEBBLE_TEST_FAULTS=1) for an event whose id starts with FAULT_AFTER_RECEIPT, which
 * fails there, so the tests see the payment and its receipt kept or lost together.
 */
export function faultAfterReceipt(event: PaymentEvent): void {
  if (env.testFaults && event.eventId.startsWith(FAULT_AFTER_RECEIPT))
    throw new Error('Injected test fault after the receipt was queued.')
}
