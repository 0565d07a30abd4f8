/** Where a customer pays (and returns after paying) an order's second deposit. */
export const secondDepositReturnPath = (orderNumber: string) =>
  `/customer-portal/second-deposit?order=${encodeURIComponent(orderNumber)}`
