/**
 * THE price a buyer pays in all: the configured Pebble and the destination and documentation fee.
 * Every total shown beside the fee is this, so the lines above it add up to it.
 */
export const priceWithFee = (price: { total: number; destinationFee: number }) => price.total + price.destinationFee
