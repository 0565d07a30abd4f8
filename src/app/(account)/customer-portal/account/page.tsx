import { AccountScreen } from '@/portal/account/AccountScreen'

export const metadata = { title: 'Account' }

export default function AccountPage() {
  return <AccountScreen />
}
