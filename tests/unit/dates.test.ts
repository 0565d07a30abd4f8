import { describe, expect, it } from 'vitest'

import { formatLongDate } from '@/content/dates'

describe('formatLongDate (English long-month)', () => {
  it.each([
    ['2026-03-05T12:00:00.000Z', 'March 5, 2026'],
    ['2026-11-21T00:00:00.000Z', 'November 21, 2026'],
    ['2025-12-31T23:30:00.000Z', 'December 31, 2025'],
  ])('%s -> %s', (input, expected) => {
    expect(formatLongDate(input)).toBe(expected)
  })
  it('is empty for missing or invalid dates', () => {
    expect(formatLongDate(null)).toBe('')
    expect(formatLongDate('not a date')).toBe('')
  })
})
