/** Months as the plan writes them ("2027-03"), and the words the portal and mails use for them. */

export const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

const NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

const parts = (month: string) => {
  const [year, m] = month.split('-').map(Number)
  return { year: year!, index: m! - 1 }
}

/** The month `count` months after `month` ("2027-11" + 2 → "2028-01"). */
export function addMonths(month: string, count: number): string {
  const { year, index } = parts(month)
  const total = year * 12 + index + count
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`
}

/** "March 2027". */
export const monthLabel = (month: string) => {
  const { year, index } = parts(month)
  return `${NAMES[index]} ${year}`
}

/** The window that starts in `start` and lasts `length` months: "March – April 2027", "December 2027 – January 2028". */
export function windowLabel(start: string, length: number): string {
  const end = addMonths(start, Math.max(1, length) - 1)
  if (end === start) return monthLabel(start)
  const [s, e] = [parts(start), parts(end)]
  return s.year === e.year ? `${NAMES[s.index]} – ${monthLabel(end)}` : `${monthLabel(start)} – ${monthLabel(end)}`
}

/** The current month in UTC ("2026-11"). */
export const monthOf = (date: Date) => date.toISOString().slice(0, 7)
