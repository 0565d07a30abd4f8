import { describe, expect, it } from 'vitest'

import { catalog, terms } from './commerce-catalog-fixture'

import { isHeaderHidden, isSmoothScrollOff } from '@/config/routes'
import { parseAccount } from '@/portal/account/validation'
import { tagsOf } from '@/portal/my-pebble/tags'
import { formatDelta, formatUSD } from '@/commerce/pricing/money'
import { configurationSummary } from '@/portal/format'
import { nextStepText, orderTimeline, secondDepositView } from '@/portal/orders/progress'
import { balanceAtDelivery, orderSnapshot } from '@/commerce/orders/snapshot'
import { priceConfiguration } from '@/commerce/pricing/price'
import { parseContact } from '@/support/validation'

const account = (over: Partial<Record<string, string>> = {}) => ({
  name: 'Jordan Avery',
  email: 'Jordan@Example.com ',
  phone: '415 555 0134',
  line1: '1 Main St',
  line2: '',
  city: 'San Francisco',
  state: 'ca',
  zip: '94103',
  ...over,
})

describe('account form validation', () => {
  it('normalises a valid submission: e-mail lower-cased, phone formatted, state upper-cased', () => {
    const result = parseAccount(account())
    expect(result).toEqual({
      ok: true,
      data: expect.objectContaining({
        email: 'jordan@example.com',
        phone: '(415) 555-0134',
        state: 'CA',
        zip: '94103',
      }),
    })
  })

  it('accepts an empty phone and an empty address', () => {
    const result = parseAccount(account({ phone: '', line1: '', city: '', state: '', zip: '' }))
    expect(result.ok).toBe(true)
  })

  it.each([
    ['name', { name: '  ' }, /enter your name/i],
    ['email', { email: 'not-an-address' }, /valid e-mail/i],
    ['phone', { phone: '555-12' }, /US phone number/i],
    ['phone', { phone: '+44 20 7946 0958' }, /US phone number/i],
    ['state', { state: 'California' }, /two-letter state code/i],
    ['state', { state: 'ZZ' }, /two-letter state code/i],
    ['zip', { zip: '9410' }, /5-digit ZIP/i],
    ['zip', { zip: '94103-1234' }, /5-digit ZIP/i],
    ['city', { city: '' }, /enter the city/i],
    ['line1', { line1: '' }, /street address/i],
  ])('refuses a bad %s with a message for that field', (fieldName, over, message) => {
    const result = parseAccount(account(over))
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.errors[fieldName as keyof typeof result.errors]).toMatch(message)
  })
})

const contact = (over: Record<string, unknown> = {}) => ({
  subject: 'Delivery',
  name: 'Riley Chen',
  email: 'riley@example.com',
  phone: '',
  zip: '97214',
  message: 'When will my Pebble be ready?',
  relatedOrder: '',
  mailingList: false,
  marketing: false,
  privacy: true,
  ...over,
})
const ctx = { subjects: ['Delivery', 'Something else'], orderNumbers: ['PB-1'] }

describe('contact form validation', () => {
  it('accepts a complete message', () => {
    expect(parseContact(contact(), ctx).ok).toBe(true)
    expect(parseContact(contact({ relatedOrder: 'PB-1' }), ctx).ok).toBe(true)
  })

  it.each([
    ['subject', { subject: 'Free trailer please' }, /choose what your message is about/i],
    ['subject', { subject: '' }, /choose/i],
    ['privacy', { privacy: false }, /privacy policy/i],
    ['message', { message: 'hi' }, /a little more/i],
    ['message', { message: 'x'.repeat(5001) }, /too long/i],
    ['email', { email: '' }, /enter your e-mail/i],
    ['zip', { zip: 'ABCDE' }, /5-digit ZIP/i],
    ['relatedOrder', { relatedOrder: 'PB-999' }, /one of your orders/i],
  ])('refuses a bad %s', (fieldName, over, message) => {
    const result = parseContact(contact(over), ctx)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.errors[fieldName as keyof typeof result.errors]).toMatch(message)
  })

  it('refuses any related order for an anonymous sender (no orders of their own)', () => {
    const result = parseContact(contact({ relatedOrder: 'PB-1' }), { ...ctx, orderNumbers: [] })
    expect(result.ok).toBe(false)
  })
})

const snapshot = (trim: string, color: string, options: string[]) =>
  orderSnapshot(priceConfiguration(catalog, { trim, color, options }), terms)

describe('order snapshot (placed orders and demo orders alike)', () => {
  it('keeps the price function’s lines; total = trim + colour + option deltas, the destination fee beside it', () => {
    const { pricing, configuration } = snapshot('adventure', 'sage', ['awning', 'solar-roof', 'bike-rack'])
    expect(pricing).toEqual({
      trim: 9_990_000,
      color: 190_000,
      options: 515_000,
      destinationFee: terms.destinationFee,
      total: 10_695_000,
    })
    expect(configuration.options.map((o) => [o.uid, o.change, o.priceDelta])).toEqual([
      ['solar-roof', 'added', 450_000],
      ['bike-rack', 'added', 65_000],
      ['awning', 'included', 0],
    ])
  })

  it('a removed default option subtracts its price', () => {
    const { pricing, configuration } = snapshot('summit', 'glacier-white', ['solar-roof', 'heat-pump'])
    expect(configuration.options).toContainEqual(
      expect.objectContaining({ uid: 'awning', change: 'removed', priceDelta: -120_000 }),
    )
    expect(pricing.total).toBe(11_990_000 - 120_000)
  })

  it('what is left at delivery: price and destination fee, less both deposits', () => {
    const order = {
      ...snapshot('essential', 'glacier-white', []),
      firstDeposit: { amount: 25_000 },
      secondDeposit: { amount: 250_000 },
    }
    expect(balanceAtDelivery(order)).toBe(8_490_000 + terms.destinationFee - 275_000)
  })
})

describe('money and summaries', () => {
  it('formats cents as en-US dollars without decimals', () => {
    expect(formatUSD(10_875_000)).toBe('$108,750')
    expect(formatUSD(250_000)).toBe('$2,500')
    expect(formatDelta(0)).toBe('Included')
    expect(formatDelta(65_000)).toBe('+$650')
    expect(formatDelta(-120_000)).toBe('−$1,200')
  })

  it('summarises a configuration without removed options', () => {
    const order = snapshot('summit', 'dune', ['solar-roof', 'heat-pump'])
    expect(configurationSummary(order)).toBe('Summit · dune · solar-roof, heat-pump')
  })
})

const deposit = (status: 'not-due' | 'due' | 'paid' | 'failed', extra = {}) => ({ amount: 250_000, status, ...extra })
const orderIn = (
  status: Parameters<typeof nextStepText>[0]['status'],
  history: { status: string; at: string }[] = [],
) => ({
  status,
  history: history as never,
  createdAt: '2026-01-01T00:00:00.000Z',
  firstDeposit: deposit('paid', { paidAt: '2026-01-01T00:00:00.000Z' }),
  secondDeposit: deposit('not-due'),
})

const UNTIL_PRODUCTION = { until: 'in-production' as const }

describe('order timeline', () => {
  const states = (status: Parameters<typeof orderIn>[0]) =>
    orderTimeline(orderIn(status), UNTIL_PRODUCTION).map((s) => `${s.key}:${s.state}`)

  it('marks what is done, the one step in progress, and what is upcoming', () => {
    expect(states('first-deposit-paid')).toEqual([
      'reserved:done',
      'deposit-paid:done',
      'second-deposit:current',
      'configuration-locked:upcoming',
      'in-production:upcoming',
      'ready:upcoming',
      'delivery:upcoming',
    ])
    expect(states('second-deposit-due')).toEqual([
      'reserved:done',
      'deposit-paid:done',
      'second-deposit:current',
      'configuration-locked:upcoming',
      'in-production:upcoming',
      'ready:upcoming',
      'delivery:upcoming',
    ])
    expect(states('in-production')).toEqual([
      'reserved:done',
      'deposit-paid:done',
      'second-deposit:done',
      'configuration-locked:done',
      'in-production:current',
      'ready:upcoming',
      'delivery:upcoming',
    ])
    expect(states('ready')).toEqual([
      'reserved:done',
      'deposit-paid:done',
      'second-deposit:done',
      'configuration-locked:done',
      'in-production:done',
      'ready:current',
      'delivery:upcoming',
    ])
    expect(states('delivered')).toEqual([
      'reserved:done',
      'deposit-paid:done',
      'second-deposit:done',
      'configuration-locked:done',
      'in-production:done',
      'ready:done',
      'delivery:done',
    ])
    expect(states('reserved')).toEqual([
      'reserved:done',
      'deposit-paid:current',
      'second-deposit:upcoming',
      'configuration-locked:upcoming',
      'in-production:upcoming',
      'ready:upcoming',
      'delivery:upcoming',
    ])
  })

  it('the current second-deposit step says whether it is due, and by when', () => {
    const notDue = orderTimeline(orderIn('first-deposit-paid'), UNTIL_PRODUCTION).find(
      (s) => s.key === 'second-deposit',
    )
    expect(notDue?.note).toBe('Not due yet')
    const due = orderTimeline(
      { ...orderIn('second-deposit-due'), secondDeposit: deposit('due', { dueDate: '2026-12-09T00:00:00.000Z' }) },
      UNTIL_PRODUCTION,
    ).find((s) => s.key === 'second-deposit')
    expect(due?.note).toBe('Due by December 9, 2026')
  })

  it('configuration locked: open until the stage the change rule names, then done with the date it was reached', () => {
    const open = orderTimeline(orderIn('first-deposit-paid'), UNTIL_PRODUCTION).find(
      (s) => s.key === 'configuration-locked',
    )
    expect(open).toMatchObject({ state: 'upcoming', note: 'Open until production', date: null })
    const locked = orderTimeline(
      orderIn('in-production', [{ status: 'in-production', at: '2026-05-02T00:00:00.000Z' }]),
      UNTIL_PRODUCTION,
    ).find((s) => s.key === 'configuration-locked')
    expect(locked).toMatchObject({ state: 'done', date: '2026-05-02T00:00:00.000Z' })
    expect(locked?.note).toBeUndefined()
    // A rule ending at the second deposit puts the step before it; an order keeps the rule it was placed under.
    const early = { until: 'second-deposit-paid' as const }
    expect(orderTimeline(orderIn('first-deposit-paid'), early).map((s) => s.key)).toEqual([
      'reserved',
      'deposit-paid',
      'configuration-locked',
      'second-deposit',
      'in-production',
      'ready',
      'delivery',
    ])
    const placedUnder = { ...orderIn('second-deposit-paid'), changePolicy: early }
    expect(orderTimeline(placedUnder, UNTIL_PRODUCTION).find((s) => s.key === 'configuration-locked')?.state).toBe(
      'done',
    )
  })

  it('a cancelled order has no current step', () => {
    expect(orderTimeline(orderIn('cancelled'), UNTIL_PRODUCTION).some((s) => s.state === 'current')).toBe(false)
  })

  it('dates each reached milestone from the history', () => {
    const steps = orderTimeline(
      orderIn('in-production', [{ status: 'in-production', at: '2026-05-02T00:00:00.000Z' }]),
      UNTIL_PRODUCTION,
    )
    expect(steps.find((s) => s.key === 'in-production')?.date).toBe('2026-05-02T00:00:00.000Z')
    expect(steps.find((s) => s.key === 'delivery')?.date).toBeNull()
  })
})

describe('second deposit states', () => {
  it('not due, due (a failed payment is still due), paid', () => {
    expect(secondDepositView({ secondDeposit: deposit('not-due') })).toMatchObject({ kind: 'not-due', amount: 250_000 })
    expect(secondDepositView({ secondDeposit: deposit('due', { dueDate: '2026-12-01' }) })).toEqual({
      kind: 'due',
      amount: 250_000,
      dueDate: '2026-12-01',
      failed: false,
    })
    expect(secondDepositView({ secondDeposit: deposit('failed') })).toMatchObject({ kind: 'due', failed: true })
    expect(secondDepositView({ secondDeposit: deposit('paid', { paidAt: '2026-11-01' }) })).toEqual({
      kind: 'paid',
      amount: 250_000,
      paidAt: '2026-11-01',
    })
  })
})

describe('portal routes in the route table', () => {
  it.each(['/customer-portal/order-history/PBL-4KQ8RZ', '/customer-portal/account/confirm-email'])(
    '%s is ruled like its parent: no site header, native scrolling',
    (path) => {
      expect(isHeaderHidden(path)).toBe(true)
      expect(isSmoothScrollOff(path)).toBe(true)
    },
  )
})

describe('FAQ filter tags', () => {
  it('lists every tag once, in the order the questions first use them', () => {
    expect(
      tagsOf([
        { tags: ['Charging'] },
        { tags: ['Charging', 'Towing'] },
        { tags: null },
        { tags: ['Deposits', 'Towing'] },
      ]),
    ).toEqual(['Charging', 'Towing', 'Deposits'])
  })
})
