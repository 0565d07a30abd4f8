import { OrderDetailScreen } from '@/portal/orders/OrderDetailScreen'

export const metadata = { title: 'Order' }

export default async function OrderPage({
  params,
  searchParams,
}: {
  params: Promise<{ number: string }>
  searchParams: Promise<{ cancelled?: string; changed?: string }>
}) {
  const [{ number }, { cancelled, changed }] = await Promise.all([params, searchParams])
  return <OrderDetailScreen number={number} cancelled={cancelled === '1'} changed={changed === '1'} />
}
