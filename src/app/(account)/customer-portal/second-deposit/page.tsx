import { SecondDepositScreen } from '@/portal/second-deposit/SecondDepositScreen'

export const metadata = { title: 'Second deposit' }

export default function SecondDepositPage() {
  return <SecondDepositScreen />
}
