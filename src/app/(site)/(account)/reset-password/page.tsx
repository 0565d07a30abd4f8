import type { Metadata } from 'next'

import { ResetPasswordPage } from '@/auth/reset-password/ResetPasswordPage'

// The token is in this page's URL: never send it on to another site in a Referer header.
export const metadata: Metadata = {
  title: 'Choose a new password · Pebble',
  robots: { index: false },
  referrer: 'no-referrer',
}

export default ResetPasswordPage
