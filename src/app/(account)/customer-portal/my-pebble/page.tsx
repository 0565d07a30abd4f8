import { MyPebbleScreen } from '@/portal/my-pebble/MyPebbleScreen'

export const metadata = { title: 'My Pebble' }

export default function MyPebblePage() {
  return <MyPebbleScreen />
}
