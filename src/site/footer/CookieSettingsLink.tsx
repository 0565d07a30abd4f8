'use client'

import { openConsentSettings } from '@/analytics/consent'

/** Reopens the cookie consent banner so a visitor can change their choice. */
export function CookieSettingsLink({ className }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={openConsentSettings} data-cookie-settings>
      Cookie settings
    </button>
  )
}
