import Link from 'next/link'
import type { ReactNode } from 'react'

import { getCustomer } from '@/auth/session/current-customer'
import { SiteHeader } from '@/site/header/SiteHeader'
import { PreviewBar } from '@/site/preview/PreviewBar'

import { PortalHeader } from './PortalHeader'
import styles from './PortalShell.module.css'

/**
 * The portal's frame inside the account area's document: the site header (its own shell hides it
 * on the routes the route table says), the portal header, the screen, a short footer. No
 * analytics and no smooth scrolling here: these are private pages.
 */
export async function PortalFrame({ children }: { children: ReactNode }) {
  // The page itself requires the customer (and redirects); this only greets them.
  const customer = await getCustomer()
  const firstName = customer?.name?.trim().split(/\s+/)[0] ?? null
  return (
    <div className={styles.body}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <PreviewBar />
      <SiteHeader />
      <PortalHeader firstName={firstName} />
      <main id="main" className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>
        <p>
          Questions about your reservation? <Link href="/customer-portal/contact">Write to the owner team</Link> — we
          answer within one working day.
        </p>
        <p className={styles.legal}>© 2026 Pebble Mobility, Inc.</p>
      </footer>
    </div>
  )
}
