import { LatestNewsScreen } from '@/portal/my-pebble/LatestNewsScreen'

export const metadata = { title: 'Latest news' }

export default function LatestNewsPage() {
  return <LatestNewsScreen />
}
