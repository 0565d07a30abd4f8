import { ChangeScreen } from '@/build-flow/change/ChangeScreen'

export const metadata = { title: 'Change my Pebble' }

export default async function ChangeOrderPage({ params }: { params: Promise<{ number: string }> }) {
  const { number } = await params
  return <ChangeScreen number={number} />
}
