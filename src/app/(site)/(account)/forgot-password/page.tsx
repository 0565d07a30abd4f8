import type { Metadata } from 'next'

import { ForgotPasswordPage } from '@/auth/forgot-password/ForgotPasswordPage'

export const metadata: Metadata = { title: 'Forgot your password? · Pebble', robots: { index: false } }

export default ForgotPasswordPage
