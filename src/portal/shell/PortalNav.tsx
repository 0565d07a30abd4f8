'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { PORTAL_NAV } from '../routes'
import styles from './PortalShell.module.css'

type Overflow = { start: boolean; end: boolean }

/**
 * Which ends of the row have pills scrolled out of view. The row fades and shows an arrow at each
 * such end, so a phone shows there is more to reach (by swiping, or by Tab: each pill is a link).
 */
function useOverflow(list: React.RefObject<HTMLUListElement | null>): Overflow {
  const [overflow, setOverflow] = useState<Overflow>({ start: false, end: false })
  useEffect(() => {
    const row = list.current
    if (!row) return
    const measure = () => {
      const start = row.scrollLeft > 2
      const end = row.scrollLeft + row.clientWidth < row.scrollWidth - 2
      setOverflow((now) => (now.start === start && now.end === end ? now : { start, end }))
    }
    measure()
    row.addEventListener('scroll', measure, { passive: true })
    const resized = new ResizeObserver(measure)
    resized.observe(row)
    return () => {
      row.removeEventListener('scroll', measure)
      resized.disconnect()
    }
  }, [list])
  return overflow
}

/** The portal's screens; the current one is marked for screen readers (aria-current) and by eye. */
export function PortalNav() {
  const pathname = usePathname()
  const list = useRef<HTMLUListElement>(null)
  const overflow = useOverflow(list)

  // On a phone the row scrolls sideways: bring the current screen's pill into view.
  useEffect(() => {
    const row = list.current
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!row || !current || row.scrollWidth <= row.clientWidth) return
    row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2
  }, [pathname])

  return (
    <nav
      className={styles.nav}
      aria-label="Customer portal"
      data-more-start={overflow.start || undefined}
      data-more-end={overflow.end || undefined}
    >
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
