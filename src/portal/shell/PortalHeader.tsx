'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'

import { SignOutButton } from '@/auth/sign-out/SignOutButton'
import { isHeaderHidden } from '@/config/routes'
import { Logo } from '@/site/header/Logo'

import { PortalNav } from './PortalNav'
import styles from './PortalShell.module.css'

/**
 * The portal's own compact header and navigation. It stands in for the site header exactly where
 * the route table hides that (spec section 2); on the two pages that keep the site header (FAQs,
 * latest news) the page's back link leads into the portal instead.
 */
export function PortalHeader({ firstName }: { firstName: string | null }) {
  const pathname = usePathname()
  if (!isHeaderHidden(pathname)) return null
  return (
    <header className={styles.header} data-portal-header>
      <div className={styles.bar}>
        <Link href="/" className={styles.logo} aria-label="Pebble home">
          <Logo />
        </Link>
        <span className={styles.area}>Owner portal</span>
        <div className={styles.who}>
          {firstName && <span className={styles.greeting}>Hi, {firstName}</span>}
          <SignOutButton className={styles.signOut} callbackUrl="/" />
        </div>
      </div>
      <PortalNav />
    </header>
  )
}
