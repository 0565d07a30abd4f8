import { OrderHistoryScreen } from '@/portal/orders/OrderHistoryScreen'

export const metadata = { title: 'Orders' }

export default function OrderHistoryPage() {
  return <OrderHistoryScreen />
}
