import { randomInt } from 'node:crypto'

// No 0/O, 1/I/L: numbers are read out over the phone.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

/** A readable order number, e.g. PBL-7KQ2MX. Uniqueness is checked (and enforced) by the caller and the database. */
export function newOrderNumber(): string {
  let code = ''
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)]
  return `PBL-${code}`
}

export const ORDER_NUMBER_PATTERN = /^PBL-[2-9A-HJKMNP-Z]{6}$/

/** Any order number the site has given, the demo history's (PB-10482) included: lookups by a number from a URL check this first. */
export const isOrderNumberShaped = (value: string) => /^[A-Z0-9][A-Z0-9-]{0,31}$/.test(value)
