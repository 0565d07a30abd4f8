/** The built-in test provider's cards (the same numbers Stripe's test mode uses for these outcomes). */
export const TEST_CARDS = {
  success: '4242424242424242',
  decline: '4000000000000002',
  /** Pays; a refund of it fails at the bank. */
  refundFails: '4000000000005126',
  /** Pays, then the cardholder disputes the payment (a chargeback). */
  dispute: '4000000000000259',
} as const

export const DECLINE_MESSAGE = 'Your card was declined. Nothing was charged — try another card.'
export const REFUND_FAILED_MESSAGE = 'The card’s bank refused the refund.'

export type CardOutcome =
  { ok: true; last4: string; disputes: boolean } | { ok: false; declined: boolean; message: string }

const paying: readonly string[] = [TEST_CARDS.success, TEST_CARDS.refundFails, TEST_CARDS.dispute]

/** What the test provider does with a card number. Only the test cards are accepted. */
export function testCardOutcome(raw: string): CardOutcome {
  const number = raw.replace(/[\s-]/g, '')
  if (paying.includes(number)) return { ok: true, last4: number.slice(-4), disputes: number === TEST_CARDS.dispute }
  if (number === TEST_CARDS.decline) return { ok: false, declined: true, message: DECLINE_MESSAGE }
  return {
    ok: false,
    declined: false,
    message:
      'This is a test checkout: use 4242 4242 4242 4242 (success), 4000 0000 0000 0002 (decline), 4000 0000 0000 5126 (its refund fails) or 4000 0000 0000 0259 (disputed after paying).',
  }
}

/** Whether a refund of a payment made with this card (its last four digits) fails. */
export const refundFailsFor = (last4: string | null | undefined) => last4 === TEST_CARDS.refundFails.slice(-4)
