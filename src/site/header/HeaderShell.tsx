'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useId, useState } from 'react'

import { AccountEntry } from '@/auth/header/AccountEntry'
import { LazyHeaderSession } from '@/auth/header/LazyHeaderSession'
import { isHeaderHidden } from '@/config/routes'
import { IntentLink } from '@/content/links/IntentLink'
import type { linkToJSON } from '@/content/links/json'
import { trackEvent } from '@/analytics/track'
import { useSiteStore } from '@/site/state/store'

import { HeaderSearch } from './HeaderSearch'
import { Logo } from './Logo'
import styles from './SiteHeader.module.css'

type HeaderLink = NonNullable<ReturnType<typeof linkToJSON>>

function NavLink({ link, className, onClick }: { link: HeaderLink; className?: string; onClick?: () => void }) {
  if (!link.href) return <span className={className}>{link.title}</span>
  return (
    <IntentLink className={className} href={link.href} onClick={onClick}>
      {link.title}
    </IntentLink>
  )
}

/**
 * The header's behaviour: hidden on the route table's routes and while a popup is open; at
 * 1200 px and below a burger button opens the navigation as a full-height panel.
 */
export function HeaderShell({ links, cta }: { links: HeaderLink[]; cta: HeaderLink | null }) {
  const pathname = usePathname()
  const headerVisible = useSiteStore((s) => s.headerVisible)
  // The menu is open on the page it was opened on: any route change closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const menuOpen = openOn === pathname
  const setMenuOpen = (open: boolean) => setOpenOn(open ? pathname : null)
  const menuId = useId()

  useEffect(() => {
    if (!menuOpen) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenOn(null)
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [menuOpen])

  if (isHeaderHidden(pathname)) return null

  const onCta = () => trackEvent('Pre-Order CTA', { location: 'header' })

  return (
    <header
      className={styles.header}
      data-site-header
      data-hidden={!headerVisible || undefined}
      data-menu-open={menuOpen || undefined}
    >
      <IntentLink href="/" className={styles.logo} aria-label="Pebble home">
        <Logo />
      </IntentLink>
      <nav className={styles.nav} aria-label="Main">
        <ul>
          {links.map((link) => (
            <li key={link.title}>
              <NavLink link={link} className={styles.navLink} />
            </li>
          ))}
        </ul>
      </nav>
      <HeaderSearch placement="bar" />
      <AccountEntry className={styles.account} />
      {cta && <NavLink link={cta} className={styles.cta} onClick={onCta} />}
      <button
        type="button"
        className={styles.burger}
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={() => setMenuOpen(!menuOpen)}
      >
        <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
        <span className={styles.burgerLines} aria-hidden="true" />
      </button>
      <div id={menuId} className={styles.panel} hidden={!menuOpen}>
        <HeaderSearch placement="panel" />
        <nav aria-label="Menu">
          <ul>
            {links.map((link) => (
              <li key={link.title}>
                <NavLink link={link} className={styles.panelLink} onClick={() => setMenuOpen(false)} />
              </li>
            ))}
            <li className={styles.panelAccount}>
              <AccountEntry variant="plain" className={styles.panelLink} onNavigate={() => setMenuOpen(false)} />
            </li>
          </ul>
        </nav>
      </div>
      {menuOpen && <div className={styles.backdrop} aria-hidden="true" onClick={() => setMenuOpen(false)} />}
      <LazyHeaderSession />
    </header>
  )
}
