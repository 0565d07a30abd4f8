import type { Metadata, Viewport } from 'next'
import type React from 'react'

import { env } from '@/config/env'
import { interTight } from '@/site/fonts'
import { SiteProviders } from '@/site/SiteProviders'
import '@/site/styles/globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(env.serverUrl),
  title: { default: 'Pebble', template: '%s · Pebble' },
  robots: { index: false },
}

export const viewport: Viewport = { themeColor: '#F2EFE9', width: 'device-width', initialScale: 1 }

/**
 * Root layout of the account area (build flow, checkout, portal, sign-in): the site's fonts,
 * tokens and page-wide store, without the marketing chrome (the route table hides the header here).
 */
export default function AccountLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={interTight.variable}>
      <body>
        <SiteProviders>
          <a className="skip-link" href="#main">
            Skip to content
          </a>
          <main id="main">{children}</main>
        </SiteProviders>
      </body>
    </html>
  )
}
