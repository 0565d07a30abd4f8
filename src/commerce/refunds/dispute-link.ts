import type { MoneyAction } from '@/payload-types'

/**
 * Where staff answer a dispute: Stripe's dashboard page of the dispute (its test-mode page when the
 * site runs on a test key); the test provider has no dashboard, so its equivalent is the dispute's
 * own record in the admin, where everything the provider reported is kept.
 */
export function disputeLink(
  provider: string,
  dispute: Pick<MoneyAction, 'id' | 'providerReference'>,
  stripeTestMode: boolean,
): { href: string; label: string } {
  if (provider === 'stripe' && dispute.providerReference)
    return {
      href: `https://dashboard.stripe.com/${stripeTestMode ? 'test/' : ''}disputes/${encodeURIComponent(dispute.providerReference)}`,
      label: 'Answer it in the Stripe dashboard',
    }
  return { href: `/admin/collections/money-actions/${dispute.id}`, label: 'The dispute’s record (test provider)' }
}
