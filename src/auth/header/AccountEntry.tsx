'use client'

import { IntentLink } from '@/content/links/IntentLink'
import { sitePaths } from '@/kit/paths'

import { useAccountStatus } from './account-status'
import styles from './AccountEntry.module.css'

/**
 * The header's account entry for each session status: while `loading`, a blank placeholder of
 * the same size (so a signed-in customer never sees "Sign in" flash); `authenticated`, a link to
 * the customer's portal; `unauthenticated`, "Sign in". The status is next-auth's, reported by
 * HeaderSession (its SessionProvider), which LazyHeaderSession loads after hydration.
 */
export function AccountEntry({
  className,
  onNavigate,
  variant = 'pill',
}: {
  className?: string
  onNavigate?: () => void
  variant?: 'pill' | 'plain'
}) {
  const status = useAccountStatus()
  const classes = [styles[variant], className].filter(Boolean).join(' ')
  if (status === 'loading') return <span className={classes} data-account-entry="loading" aria-hidden="true" />
  if (status === 'authenticated') {
    return (
      <IntentLink
        href={sitePaths.portalHome}
        className={classes}
        data-account-entry="authenticated"
        onClick={onNavigate}
      >
        My Pebble
      </IntentLink>
    )
  }
  return (
    <IntentLink href="/sign-in" className={classes} data-account-entry="unauthenticated" onClick={onNavigate}>
      Sign in
    </IntentLink>
  )
}
