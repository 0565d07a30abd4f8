import type { Metadata } from 'next'
import Link from 'next/link'
import { getPayload } from 'payload'

import { getCustomer } from '@/auth/session'
import { SecondDepositPanel } from '@/commerce/second-deposit/SecondDepositPanel'
import config from '@payload-config'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Second deposit' }

/**
 * Thin host for the commerce second-deposit panel. The portal engineer owns this route: on merge,
 * keep the portal's page and render <SecondDepositPanel orderNumber={…} customer={…} /> in its slot.
 */
export default async function SecondDepositPage({ searchParams }: { searchParams: Promise<{ order?: string }> }) {
  const { order } = await searchParams
  const customer = await getCustomer()
  const here = `/customer-portal/second-deposit${order ? `?order=${encodeURIComponent(order)}` : ''}`
  if (!customer) {
    return (
      <div style={{ maxWidth: 760, margin: '0 auto', padding: 'clamp(24px, 5vw, 64px) var(--gutter)' }}>
        <h1>Second deposit</h1>
        <p>
          <Link href={`/sign-in?callbackUrl=${encodeURIComponent(here)}`} prefetch={false}>Sign in</Link> to pay the second deposit of your order.
        </p>
      </div>
    )
  }
  const payload = await getPayload({ config })
  const { docs } = await payload.find({ collection: 'orders', where: { customer: { equals: customer.id } }, sort: '-createdAt', limit: 20, depth: 0, overrideAccess: false, user: customer })
  const numbers = order ? [order] : docs.filter((o) => o.status !== 'cancelled').map((o) => o.number)
  return (
    <div style={{ maxWidth: 760, margin: '0 auto', padding: 'clamp(24px, 5vw, 64px) var(--gutter)', display: 'grid', gap: 24 }}>
      <Link href="/customer-portal/order-history">← Your orders</Link>
      <h1 style={{ margin: 0, fontSize: 'clamp(2rem, 4vw, 2.8rem)', letterSpacing: '-0.03em' }}>Second deposit</h1>
      {numbers.length === 0 ? <p>You have no orders yet.</p> : numbers.map((n) => <SecondDepositPanel key={n} orderNumber={n} customer={customer} />)}
    </div>
  )
}
