import { OrderDetailScreen } from '@/portal/orders/OrderDetailScreen'

export const metadata = { title: 'Order' }

export default async function OrderPage({
  params,
  searchParams,
}: {
  params: Promise<{ number: string }>
  searchParams: Promise<{ cancelled?: string; changed?: string; booked?: string }>
}) {
  const [{ number }, { cancelled, changed, booked }] = await Promise.all([params, searchParams])
  return (
    <OrderDetailScreen
      number={number}
      cancelled={cancelled === '1'}
      changed={changed === '1'}
      booked={booked === '1'}
    />
  )
}
