import { SHARE_DATE_LOCALE } from '@/config/constants'

/** English long-month date, e.g. "March 5, 2026" (spec section 9). Dates are calendar days, read in UTC. */
export function formatLongDate(value: string | Date | null | undefined): string {
  if (!value) return ''
  const date = typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(SHARE_DATE_LOCALE, {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date)
}
