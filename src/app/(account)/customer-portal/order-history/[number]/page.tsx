import { OrderDetailScreen } from '@/portal/orders/OrderDetailScreen'

export const metadata = { title: 'Order' }

export default async function OrderPage({ params }: { params: Promise<{ number: string }> }) {
  const { number } = await params
  return <OrderDetailScreen number={number} />
}
