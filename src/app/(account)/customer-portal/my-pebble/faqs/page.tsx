import { FaqsScreen } from '@/portal/my-pebble/FaqsScreen'

export const metadata = { title: 'FAQs' }

export default async function FaqsPage({ searchParams }: { searchParams: Promise<{ tag?: string | string[] }> }) {
  const { tag } = await searchParams
  return <FaqsScreen tag={typeof tag === 'string' ? tag.slice(0, 60) : ''} />
}
