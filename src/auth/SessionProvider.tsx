'use client'

import { SessionProvider } from 'next-auth/react'
import type { ReactNode } from 'react'

/**
 * next-auth's session context for the whole site. No session is passed from the server, so
 * public pages stay prerendered: the client asks GET /api/auth/session after hydration (status
 * `loading` until then) and again when the tab regains focus.
 */
export function AuthSessionProvider({ children }: { children: ReactNode }) {
  return <SessionProvider refetchOnWindowFocus>{children}</SessionProvider>
}
