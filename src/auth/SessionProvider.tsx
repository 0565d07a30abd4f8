'use client'

import { SessionProvider } from 'next-auth/react'
import type { ReactNode } from 'react'

/**
 * next-auth's session context. No session is passed from the server, so public pages stay
 * prerendered: the client asks GET /api/auth/session after hydration (status `loading` until
 * then) and again when the tab regains focus.
 *
 * It wraps no page content: its value changes right after hydration, and React client-renders
 * every Suspense boundary below a changed context that has not hydrated yet, throwing away the
 * server HTML of the lazily loaded blocks. The header's instance (auth/header/HeaderSession) wraps
 * nothing at all: it is loaded after hydration and reports the status to the account entries.
 * Client components elsewhere that need useSession() wrap themselves in it; signIn() and
 * signOut() need no provider.
 */
export function AuthSessionProvider({ children }: { children: ReactNode }) {
  return <SessionProvider refetchOnWindowFocus>{children}</SessionProvider>
}
