'use client'

import Link from 'next/link'
import { type ComponentProps, useState } from 'react'

type Props = Omit<ComponentProps<typeof Link>, 'prefetch'>

/**
 * The public site's internal link: next/link, prefetching its route once a visitor shows intent
 * (points at it, focuses it, touches it) instead of as soon as it scrolls into view. By default
 * every link in view is prefetched while the page is still starting up: on a phone, the header's
 * logo and pre-order button alone fetched and decoded about 55 kB of the home page's and the
 * build page's payloads on every page view, in the window Lighthouse counts as blocking time.
 * The pattern is Next.js's own ("Hover-triggered prefetch" in its prefetching guide).
 */
export function IntentLink({ onMouseEnter, onFocus, onTouchStart, ...props }: Props) {
  const [intent, setIntent] = useState(false)
  const withIntent =
    <E,>(handler?: (event: E) => void) =>
    (event: E) => {
      setIntent(true)
      handler?.(event)
    }
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onMouseEnter={withIntent(onMouseEnter)}
      onFocus={withIntent(onFocus)}
      onTouchStart={withIntent(onTouchStart)}
    />
  )
}
