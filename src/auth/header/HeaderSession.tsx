'use client'

import { useSession } from 'next-auth/react'
import { useEffect } from 'react'

import { AuthSessionProvider } from '@/auth/SessionProvider'

import { setAccountStatus } from './account-status'

function ReportStatus() {
  const { status } = useSession()
  useEffect(() => setAccountStatus(status), [status])
  return null
}

/**
 * next-auth's SessionProvider for the header: it asks /api/auth/session, again when the tab
 * regains focus and when another tab signs in or out, and hands the status to the header's
 * account entries. Loaded by LazyHeaderSession after hydration, in a chunk of its own.
 */
export default function HeaderSession() {
  return (
    <AuthSessionProvider>
      <ReportStatus />
    </AuthSessionProvider>
  )
}
