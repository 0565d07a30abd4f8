import { SecondDepositScreen } from '@/portal/second-deposit/SecondDepositScreen'

export const metadata = { title: 'Second deposit' }

/** `?order=PBL-…` (the mailed call's link) shows that order's deposit; without it, the current order's. */
export default async function SecondDepositPage({
  searchParams,
}: {
  searchParams: Promise<{ order?: string | string[] }>
}) {
  const { order } = await searchParams
  return <SecondDepositScreen orderNumber={typeof order === 'string' ? order : undefined} />
}
