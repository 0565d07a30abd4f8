import { ConfirmCancelScreen } from '@/portal/orders/ConfirmCancelScreen'

export const metadata = { title: 'Confirm the cancellation' }

export default async function ConfirmCancelPage({
  params,
  searchParams,
}: {
  params: Promise<{ number: string }>
  searchParams: Promise<{ token?: string | string[] }>
}) {
  const [{ number }, { token }] = await Promise.all([params, searchParams])
  return <ConfirmCancelScreen number={number} token={typeof token === 'string' ? token : ''} />
}
