/** The built-in test provider's cards (the same numbers Stripe's test mode uses). */
export const TEST_CARDS = {
  success: '4242424242424242',
  decline: '4000000000000002',
} as const

export const DECLINE_MESSAGE = 'Your card was declined. Nothing was charged — try another card.'

export type CardOutcome = { ok: true } | { ok: false; declined: boolean; message: string }

/** What the test provider does with a card number. Only the two test cards are accepted. */
export function testCardOutcome(raw: string): CardOutcome {
  const number = raw.replace(/[\s-]/g, '')
  if (number === TEST_CARDS.success) return { ok: true }
  if (number === TEST_CARDS.decline) return { ok: false, declined: true, message: DECLINE_MESSAGE }
  return {
    ok: false,
    declined: false,
    message: 'This is a test checkout: use 4242 4242 4242 4242 (success) or 4000 0000 0000 0002 (decline).',
  }
}
