import { describe, expect, it } from 'vitest'

import {
  orderFilterFromWhere,
  orderFilterWhere,
  ordersListSearch,
  parseOrderFilter,
} from '@/commerce/orders/admin/filters'

describe('order filters (the admin list, the CSV export and the second deposit’s call)', () => {
  it('reads status, deposit, trim and dates, and refuses anything else with a message', () => {
    expect(
      parseOrderFilter(new URLSearchParams('status=reserved&deposit=second:due&from=2026-01-01&to=2026-02-01')),
    ).toEqual({
      ok: true,
      filter: { status: 'reserved', deposit: 'second:due', from: '2026-01-01', to: '2026-02-01' },
    })
    expect(parseOrderFilter(new URLSearchParams(''))).toEqual({ ok: true, filter: {} })
    for (const bad of [
      'status=lost',
      'deposit=first:not-due',
      'deposit=paid',
      'from=2026-13-01',
      'to=21/11/2026',
      'from=2026-02-01&to=2026-01-01',
      'trim=Not A Uid',
    ]) {
      const parsed = parseOrderFilter(new URLSearchParams(bad))
      expect(parsed.ok, bad).toBe(false)
      if (!parsed.ok) expect(parsed.message.length, bad).toBeGreaterThan(0)
    }
  })

  it('becomes one Payload query with whole UTC days, and reads back from it', () => {
    const filter = {
      status: 'first-deposit-paid',
      deposit: 'second:not-due',
      from: '2026-01-01',
      to: '2026-01-31',
      trim: 'essential',
    } as const
    expect(orderFilterWhere(filter)).toEqual({
      and: [
        { status: { equals: 'first-deposit-paid' } },
        { 'secondDeposit.status': { equals: 'not-due' } },
        { createdAt: { greater_than_equal: '2026-01-01T00:00:00.000Z' } },
        { createdAt: { less_than_equal: '2026-01-31T23:59:59.999Z' } },
        { 'configuration.trim.uid': { equals: 'essential' } },
      ],
    })
    expect(orderFilterFromWhere(orderFilterWhere(filter))).toEqual(filter)
    expect(orderFilterFromWhere(undefined)).toEqual({})
    expect(orderFilterFromWhere({ or: [{ status: { equals: 'reserved' } }] })).toEqual({})
  })

  it('links the list in the bracket notation Payload reads', () => {
    expect(decodeURIComponent(ordersListSearch({ status: 'reserved' }))).toBe('?where[and][0][status][equals]=reserved')
    expect(ordersListSearch({})).toBe('')
  })
})
