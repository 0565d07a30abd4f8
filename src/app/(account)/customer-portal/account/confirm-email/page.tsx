import { ConfirmEmailScreen } from '@/portal/account/ConfirmEmailScreen'

export const metadata = { title: 'Confirm your new e-mail' }

export default async function ConfirmEmailPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>
}) {
  const { token } = await searchParams
  return <ConfirmEmailScreen token={typeof token === 'string' ? token.slice(0, 100) : ''} />
}
