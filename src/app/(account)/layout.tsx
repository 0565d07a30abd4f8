import type { Metadata, Viewport } from 'next'
import type React from 'react'

import { Analytics } from '@/analytics/Analytics'
import { env } from '@/config/env'
import { getSettings } from '@/content/queries'
import { interTight } from '@/site/fonts'
import { SiteFooter } from '@/site/footer/SiteFooter'
import { SiteHeader } from '@/site/header/SiteHeader'
import { SiteProviders } from '@/site/SiteProviders'
import '@/site/styles/globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(env.serverUrl),
  title: { default: 'Pebble', template: '%s · Pebble' },
  robots: { index: false },
}

export const viewport: Viewport = { themeColor: '#F2EFE9', width: 'device-width', initialScale: 1 }

/**
 * Root layout of the account area (build flow, checkout, portal, sign-in): the site's header
 * (which the route table hides on the build and portal screens), footer, fonts and page-wide
 * store, without the marketing-only chrome (loader, popup, cursor, smooth scroll).
 */
export default async function AccountLayout({ children }: { children: React.ReactNode }) {
  const settings = await getSettings()
  return (
    <html lang="en" className={interTight.variable}>
      <body>
        <SiteProviders>
          <a className="skip-link" href="#main">
            Skip to content
          </a>
          <SiteHeader />
          <main id="main">{children}</main>
          <SiteFooter />
          <Analytics ids={{ ga4: settings.analytics?.ga4, gtm: settings.analytics?.gtm, metaPixel: settings.analytics?.metaPixel }} />
        </SiteProviders>
      </body>
    </html>
  )
}
