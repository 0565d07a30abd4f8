/** Money events in words, the same on the server, in mail and in every browser (UTC). */

/** A moment: "Nov 28, 2026, 8:37 PM UTC". */
export const moment = (iso: string) =>
  `${new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`
/** A day: "Nov 28, 2026". */
export const dayOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

const REASONS: Record<string, string> = {
  fraudulent: 'the cardholder says they did not make this payment',
  product_not_received: 'the cardholder says they did not receive what they paid for',
  product_unacceptable: 'the cardholder says the product was not as described',
  duplicate: 'the cardholder says they were charged twice',
  subscription_canceled: 'the cardholder says they cancelled',
  credit_not_processed: 'the cardholder says a promised refund never came',
  unrecognized: 'the cardholder does not recognise the payment',
  general: 'no specific reason given by the bank',
}
/** A provider's reason code in words. */
export const disputeReasonWords = (code: string | null | undefined) =>
  code ? (REASONS[code] ?? code.replace(/_/g, ' ')) : 'no reason given'
