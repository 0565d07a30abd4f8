'use client'

import { useState } from 'react'
import { sitePaths } from '@/kit/paths'

/**
 * Signs out through next-auth's client (POST /api/auth/signout with the CSRF token), then loads
 * `callbackUrl` (the home page by default). For the portal navigation; style it with `className`.
 * next-auth's client (about 10 kB) is fetched on the click, so no page carries it for a button.
 */
export function SignOutButton({
  className,
  callbackUrl = `${sitePaths.signIn}?notice=signed-out`,
  children = 'Sign out',
}: {
  className?: string
  callbackUrl?: string
  children?: React.ReactNode
}) {
  const [pending, setPending] = useState(false)
  return (
    <button
      type="button"
      className={className}
      disabled={pending}
      data-sign-out
      onClick={async () => {
        setPending(true)
        try {
          const { signOut } = await import('next-auth/react')
          await signOut({ callbackUrl })
        } catch {
          setPending(false)
        }
      }}
    >
      {pending ? 'Signing out…' : children}
    </button>
  )
}
