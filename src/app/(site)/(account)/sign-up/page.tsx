import type { Metadata } from 'next'

import { SignUpPage } from '@/auth/sign-up/SignUpPage'

export const metadata: Metadata = { title: 'Create an account · Pebble', robots: { index: false } }

export default SignUpPage
