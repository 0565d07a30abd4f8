import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { env } from '@/config/env'
import { PortalDocument } from '@/portal/shell/PortalDocument'

// Private pages: rendered for each request (they read the session), never prerendered or indexed.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  metadataBase: new URL(env.serverUrl),
  title: { template: '%s · Pebble owner portal', default: 'Pebble owner portal' },
  robots: { index: false, follow: false },
}

export const viewport: Viewport = { themeColor: '#F2EFE9', width: 'device-width', initialScale: 1 }

export default function CustomerPortalLayout({ children }: { children: ReactNode }) {
  return <PortalDocument>{children}</PortalDocument>
}
