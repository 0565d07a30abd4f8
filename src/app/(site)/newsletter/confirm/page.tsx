import type { Metadata } from 'next'

import { ConfirmSubscriptionPage } from '@/newsletter/ConfirmSubscriptionPage'

// The token is in this page's URL: never send it on to another site in a Referer header.
export const metadata: Metadata = {
  title: 'Confirm your subscription · Pebble',
  robots: { index: false },
  referrer: 'no-referrer',
}

export default ConfirmSubscriptionPage
