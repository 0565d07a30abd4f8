'use client'

import { signOut } from 'next-auth/react'
import { useState } from 'react'

import styles from './PortalShell.module.css'

/**
 * SIGN-OUT SLOT: next-auth's own client signs out (csrf token, then POST /api/auth/signout) and
 * goes home. The auth engineer's shared sign-out control can replace this component one for one.
 */
export function SignOutButton() {
  const [busy, setBusy] = useState(false)
  return (
    <button
      type="button"
      className={styles.signOut}
      disabled={busy}
      onClick={() => {
        setBusy(true)
        void signOut({ callbackUrl: '/' })
      }}
    >
      {busy ? 'Signing out…' : 'Sign out'}
    </button>
  )
}
