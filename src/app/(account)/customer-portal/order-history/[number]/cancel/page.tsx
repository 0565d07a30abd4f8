import { CancelScreen } from '@/portal/orders/CancelScreen'

export const metadata = { title: 'Cancel reservation' }

export default async function CancelOrderPage({ params }: { params: Promise<{ number: string }> }) {
  const { number } = await params
  return <CancelScreen number={number} />
}
