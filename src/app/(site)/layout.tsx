import type { Metadata, Viewport } from 'next'
import type React from 'react'

import { Analytics } from '@/analytics/Analytics'
import { BannerScript } from '@/analytics/BannerScript'
import { env } from '@/config/env'
import { getSettings } from '@/content/queries'
import { FEED_ALTERNATE } from '@/seo/site'
import { CursorMount } from '@/site/cursor/CursorMount'
import { interTight } from '@/site/fonts'
import { SiteFooter } from '@/site/footer/SiteFooter'
import { SiteHeader } from '@/site/header/SiteHeader'
import { Loader } from '@/site/loader/Loader'
import { PopupController } from '@/site/popup/PopupController'
import { PreviewBar } from '@/site/preview/PreviewBar'
import { ScrollMemory } from '@/site/scroll/ScrollMemory'
import { SmoothScroll } from '@/site/scroll/SmoothScroll'
import { SiteProviders } from '@/site/SiteProviders'
import { PageTransition } from '@/site/transition/PageTransition'
import '@/site/styles/globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(env.serverUrl),
  title: 'Pebble',
  alternates: { types: FEED_ALTERNATE },
}

// Visitors may zoom: no maximum-scale or user-scalable=no.
export const viewport: Viewport = { themeColor: '#F2EFE9', width: 'device-width', initialScale: 1 }

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const settings = await getSettings()
  return (
    <html lang="en" className={interTight.variable}>
      <body>
        <SiteProviders>
          <Loader />
          <a className="skip-link" href="#main">
            Skip to content
          </a>
          <SiteHeader />
          <PageTransition>
            <main id="main">{children}</main>
          </PageTransition>
          <SiteFooter />
          <PopupController />
          <CursorMount />
          <SmoothScroll />
          <ScrollMemory />
          <PreviewBar />
          <Analytics
            bannerScript={<BannerScript />}
            ids={{
              ga4: settings.analytics?.ga4,
              gtm: settings.analytics?.gtm,
              metaPixel: settings.analytics?.metaPixel,
            }}
          />
        </SiteProviders>
      </body>
    </html>
  )
}
