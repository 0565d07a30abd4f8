import type { Metadata } from 'next'

import { SignInPage } from '@/auth/sign-in/SignInPage'

export const metadata: Metadata = { title: 'Sign in · Pebble', robots: { index: false } }

export default SignInPage
