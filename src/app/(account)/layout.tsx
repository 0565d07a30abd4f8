import type { Metadata, Viewport } from 'next'
import type React from 'react'

import { env } from '@/config/env'
import { interTight } from '@/site/fonts'
import { SiteProviders } from '@/site/SiteProviders'
import '@/site/styles/globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(env.serverUrl),
  title: { default: 'Pebble', template: '%s · Pebble' },
  robots: { index: false, follow: false },
}

export const viewport: Viewport = { themeColor: '#F2EFE9', width: 'device-width', initialScale: 1 }

/**
 * Root document of the account area (the build flow and checkout, the customer portal): fonts,
 * tokens and the page-wide store, without the marketing-only chrome (loader, popup, cursor,
 * smooth scroll). Each part adds its own frame: (checkout)/layout.tsx and customer-portal/layout.tsx.
 */
export default function AccountLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={interTight.variable}>
      <body>
        <SiteProviders>{children}</SiteProviders>
      </body>
    </html>
  )
}
