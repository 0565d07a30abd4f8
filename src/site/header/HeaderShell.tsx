'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'

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

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]'

/** Makes everything on the page but `keep` (and its ancestors) inert; returns what it changed. */
function inertAround(keep: HTMLElement): HTMLElement[] {
  const changed: HTMLElement[] = []
  for (let node: HTMLElement | null = keep; node && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement?.children ?? [])) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue
      sibling.inert = true
      changed.push(sibling)
    }
  }
  return changed
}

/** Tab from the last of `root`'s rendered tabbable elements goes to its first, Shift+Tab from the first to its last. */
function keepFocusIn(root: HTMLElement, event: KeyboardEvent) {
  const tabbable = Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (el) => el.tabIndex >= 0 && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
  )
  if (!tabbable.length) return
  const first = tabbable[0]
  const last = tabbable[tabbable.length - 1]
  const active = document.activeElement
  const inside = active instanceof HTMLElement && root.contains(active)
  if (!inside || (event.shiftKey ? active === first : active === last)) {
    event.preventDefault()
    ;(event.shiftKey ? last : first).focus()
  }
}

/**
 * The header's behaviour: hidden on the route table's routes and while a popup is open; at
 * 1200 px and below a burger button opens the navigation as a full-height panel, modal while open:
 * focus stays in the header and comes back to the burger when it closes.
 */
export function HeaderShell({ links, cta }: { links: HeaderLink[]; cta: HeaderLink | null }) {
  const pathname = usePathname()
  const headerVisible = useSiteStore((s) => s.headerVisible)
  // The menu is open on the page it was opened on: any route change closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const menuOpen = openOn === pathname
  const setMenuOpen = (open: boolean) => setOpenOn(open ? pathname : null)
  const menuId = useId()

  const headerRef = useRef<HTMLElement>(null)
  const burgerRef = useRef<HTMLButtonElement>(null)
  // Closing by a key or a click puts focus back on the burger (the panel it was in is gone).
  const closeMenu = () => {
    setOpenOn(null)
    burgerRef.current?.focus()
  }

  // While the menu is open it is modal (WCAG 2.4.3, 2.4.11): the page behind it is inert, Tab and
  // Shift+Tab go round the header's own elements (logo, CTA, burger, panel), Escape closes it.
  useEffect(() => {
    const header = headerRef.current
    if (!menuOpen || !header) return
    const inerted = inertAround(header)
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        setOpenOn(null)
        burgerRef.current?.focus()
      } else if (event.key === 'Tab') keepFocusIn(header, event)
    }
    // The panel is for narrow screens only: widening past the burger's breakpoint closes it.
    const wide = window.matchMedia('(min-width: 1201px)')
    const onWide = () => wide.matches && setOpenOn(null)
    document.addEventListener('keydown', onKey)
    wide.addEventListener('change', onWide)
    return () => {
      document.removeEventListener('keydown', onKey)
      wide.removeEventListener('change', onWide)
      for (const element of inerted) element.inert = false
    }
  }, [menuOpen])

  if (isHeaderHidden(pathname)) return null

  const onCta = () => trackEvent('Pre-Order CTA', { location: 'header' })

  return (
    <header
      ref={headerRef}
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
        ref={burgerRef}
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
                <NavLink link={link} className={styles.panelLink} onClick={closeMenu} />
              </li>
            ))}
            <li className={styles.panelAccount}>
              <AccountEntry variant="plain" className={styles.panelLink} onNavigate={closeMenu} />
            </li>
          </ul>
        </nav>
      </div>
      {menuOpen && <div className={styles.backdrop} aria-hidden="true" onClick={closeMenu} />}
      <LazyHeaderSession />
    </header>
  )
}
