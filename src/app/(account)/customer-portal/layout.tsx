import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { env } from '@/config/env'
import { PortalFrame } from '@/portal/shell/PortalFrame'

// Private pages: rendered for each request (they read the session), never prerendered or indexed.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  metadataBase: new URL(env.serverUrl),
  title: { template: '%s · Pebble owner portal', default: 'Pebble owner portal' },
  robots: { index: false, follow: false },
}

export default function CustomerPortalLayout({ children }: { children: ReactNode }) {
  return <PortalFrame>{children}</PortalFrame>
}
