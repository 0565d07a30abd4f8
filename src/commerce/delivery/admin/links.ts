/** The orders list showing just these orders (a planned month's reservations). */
export const ORDERS_LIST = '/admin/collections/orders'
export const ordersListOf = (ids: number[]) =>
  `${ORDERS_LIST}?${new URLSearchParams({ 'where[id][in]': ids.join(',') || '0' })}`
