import { OwnerPageScreen } from '@/portal/my-pebble/OwnerPageScreen'

export const metadata = { title: 'My Pebble' }

export default async function OwnerPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  return <OwnerPageScreen slug={slug} />
}
