'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { PORTAL_NAV } from '../routes'
import styles from './PortalShell.module.css'

/** The portal's screens; the current one is marked for screen readers (aria-current) and by eye. */
export function PortalNav() {
  const pathname = usePathname()
  const list = useRef<HTMLUListElement>(null)

  // On a phone the row scrolls sideways: bring the current screen's pill into view.
  useEffect(() => {
    const row = list.current
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!row || !current || row.scrollWidth <= row.clientWidth) return
    row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2
  }, [pathname])

  return (
    <nav className={styles.nav} aria-label="Customer portal">
      <ul ref={list}>
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
