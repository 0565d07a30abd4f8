'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'

import { PORTAL_NAV } from '../routes'
import styles from './PortalShell.module.css'

/** The portal's screens; the current one is marked for screen readers (aria-current) and by eye. */
export function PortalNav() {
  const pathname = usePathname()
  return (
    <nav className={styles.nav} aria-label="Customer portal">
      <ul>
        {PORTAL_NAV.map((item) => {
          const current = pathname === item.href || pathname.startsWith(`${item.href}/`)
          return (
            <li key={item.href}>
              <Link href={item.href} className={styles.navLink} aria-current={current ? 'page' : undefined}>
                {item.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
