const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
})
const usdCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** Whole dollars, en-US (prices): 8490000 → "$84,900". */
export const formatUSD = (cents: number) => usd.format(cents / 100)
/** Dollars and cents (monthly payments, amounts charged): 123456 → "$1,234.56". */
export const formatUSDCents = (cents: number) => usdCents.format(cents / 100)
/** A price delta as the summary shows it: 0 → "Included", +$650, −$1,200. */
export const formatDelta = (cents: number) =>
  cents === 0 ? 'Included' : cents > 0 ? `+${formatUSD(cents)}` : `−${formatUSD(-cents)}`
