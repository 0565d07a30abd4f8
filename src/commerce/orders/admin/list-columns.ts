import type { Field } from 'payload'

/**
 * Money columns of the orders list, in dollars: the order's total, its deposits in words and what
 * was refunded. Fields of the list only (type ui: nothing stored, nothing in the form).
 */
export const orderListColumns: Field[] = [
  {
    name: 'totalColumn',
    label: 'Total',
    type: 'ui',
    admin: { components: { Cell: '/commerce/orders/admin/OrderCells#TotalCell' } },
  },
  {
    name: 'depositsColumn',
    label: 'Deposits',
    type: 'ui',
    admin: { components: { Cell: '/commerce/orders/admin/OrderCells#DepositsCell' } },
  },
  {
    name: 'refundedColumn',
    label: 'Refunded',
    type: 'ui',
    admin: { components: { Cell: '/commerce/orders/admin/RefundedCell#RefundedCell' } },
  },
]
