import type { FlattenedField, Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { checkValue } from '@/content/api/query-values'

const updatedAt = { name: 'updatedAt', type: 'date' } as FlattenedField
const check = (value: unknown) => () =>
  checkValue({} as Payload, updatedAt, 'date', value, false, 'where[updatedAt][greater_than]')

describe('a where condition on a date', () => {
  it('takes a Date object, as Payload’s own Local API calls send (the admin’s lock check)', () => {
    expect(check(new Date())).not.toThrow()
  })
  it('takes a date as text, as a REST query sends it', () => {
    expect(check('2026-11-26T10:00:00.000Z')).not.toThrow()
  })
  it('refuses an object or an invalid date with a 400 that names the condition', () => {
    expect(check({ $gt: 1 })).toThrow(/where\[updatedAt\]\[greater_than\] must be a single value/)
    expect(check(new Date(Number.NaN))).toThrow(/must be a date between the years 1 and 9999/)
    expect(check('notadate')).toThrow(/must be a date/)
  })
})
