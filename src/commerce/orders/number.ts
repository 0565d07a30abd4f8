import { randomInt } from 'node:crypto'

// No 0/O, 1/I/L: numbers are read out over the phone.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

/** A readable order number, e.g. PBL-7KQ2MX. Uniqueness is checked (and enforced) by the caller and the database. */
export function newOrderNumber(): string {
  let code = ''
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)]
  return `PBL-${code}`
}

/**
 * THE order-number rule, one format everywhere: `PBL-` and six characters of the alphabet above,
 * what `newOrderNumber` gives (the demo history is seeded in it too). Every lookup of an order by
 * a number from a URL, a form or a request checks it first: anything else is "not found" without
 * a query (and a NUL or an odd string never reaches the database).
 */
export const ORDER_NUMBER_PATTERN = /^PBL-[2-9A-HJKMNP-Z]{6}$/

export const isOrderNumber = (value: unknown): value is string =>
  typeof value === 'string' && ORDER_NUMBER_PATTERN.test(value)
