import type { Metadata } from 'next'

import { ForgotPasswordPage } from '@/auth/forgot-password/ForgotPasswordPage'

export const metadata: Metadata = { title: 'Forgot your password? · Pebble', robots: { index: false } }

// A private page: its scripts carry a per-request nonce (src/proxy.ts), so it renders per request.
export const dynamic = 'force-dynamic'

export default ForgotPasswordPage
