import type React from 'react'

import { Analytics } from '@/analytics/Analytics'
import { BannerScript } from '@/analytics/BannerScript'
import { getSettings } from '@/content/queries'
import { SiteFooter } from '@/site/footer/SiteFooter'
import { SiteHeader } from '@/site/header/SiteHeader'

/** The build flow and checkout: the site's header (the route table hides it on /build), footer and analytics. */
export default async function CheckoutLayout({ children }: { children: React.ReactNode }) {
  const settings = await getSettings()
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main">{children}</main>
      <SiteFooter />
      <Analytics
        bannerScript={<BannerScript />}
        ids={{ ga4: settings.analytics?.ga4, gtm: settings.analytics?.gtm, metaPixel: settings.analytics?.metaPixel }}
      />
    </>
  )
}
