import type { Metadata, Viewport } from 'next'
import type React from 'react'

import { env } from '@/config/env'
import { SiteFooter } from '@/site/footer/SiteFooter'
import { interTight } from '@/site/fonts'
import { SiteHeader } from '@/site/header/SiteHeader'
import '@/site/styles/globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(env.serverUrl),
  title: 'Pebble',
}

export const viewport: Viewport = { themeColor: '#F2EFE9' }

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={interTight.variable}>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <SiteHeader />
        <main id="main">{children}</main>
        <SiteFooter />
      </body>
    </html>
  )
}
