import { ConfirmChangeScreen } from '@/build-flow/change/ConfirmChangeScreen'

export const metadata = { title: 'Confirm the change' }

export default async function ConfirmChangePage({
  params,
  searchParams,
}: {
  params: Promise<{ number: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const [{ number }, query] = await Promise.all([params, searchParams])
  return <ConfirmChangeScreen number={number} query={query} />
}
