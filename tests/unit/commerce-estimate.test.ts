import { describe, expect, it } from 'vitest'

import {
  EstimateError,
  financingEstimate,
  financingOptions,
  fullPriceEstimate,
  monthlyPayment,
} from '@/commerce/pricing/estimate'

import { terms } from './commerce-catalog-fixture'

const TOTAL = 10_000_000 // $100,000
const BASE = TOTAL + terms.destinationFee // price + fee = $101,895

describe('full price', () => {
  it('remaining = total + fee − both deposits', () => {
    expect(fullPriceEstimate(TOTAL, terms)).toEqual({
      mode: 'full',
      total: TOTAL,
      destinationFee: 189_500,
      deposits: 275_000,
      remaining: TOTAL + 189_500 - 275_000,
    })
  })
})

describe('financing', () => {
  it('offers the terms and bands of the rate table', () => {
    expect(financingOptions(terms)).toMatchObject({
      terms: [60, 120, 180, 240],
      creditBands: ['Excellent', 'Fair', 'Promo'],
    })
  })

  // Expected monthly payments computed independently: A·r/(1−(1+r)^−n), rounded up to the cent.
  it.each([
    [60, 'Excellent', 6.49],
    [120, 'Excellent', 6.99],
    [180, 'Excellent', 7.49],
    [240, 'Excellent', 7.99],
    [60, 'Fair', 8.99],
    [240, 'Fair', 10.49],
  ])('%i months, %s band at %f %% APR', (months, band, apr) => {
    const e = financingEstimate(TOTAL, terms, { termMonths: months, creditBand: band, downPercent: 20 })
    const financed = BASE - Math.round(BASE * 0.2)
    const r = apr / 100 / 12
    const exact = (financed * r) / (1 - (1 + r) ** -months)
    expect(e).toMatchObject({
      termMonths: months,
      creditBand: band,
      aprPercent: apr,
      downPayment: Math.round(BASE * 0.2),
      amountFinanced: financed,
    })
    expect(e.monthlyPayment).toBe(Math.ceil(exact))
    expect(e.monthlyPayment).toBeGreaterThanOrEqual(exact)
    expect(e.monthlyPayment - exact).toBeLessThan(1)
    expect(e.additionalDue).toBe(Math.round(BASE * 0.2) - 275_000)
  })

  it('uses the editor’s default down payment and the longest term when none is chosen', () => {
    expect(financingEstimate(TOTAL, terms, {})).toMatchObject({
      downPercent: 20,
      termMonths: 240,
      creditBand: 'Excellent',
    })
  })

  it.each([
    [10, true],
    [50, true],
    [9, false],
    [51, false],
    [12.5, false],
  ])('down payment %f %% within 10–50 %%: %s', (down, ok) => {
    const run = () => financingEstimate(TOTAL, terms, { termMonths: 60, creditBand: 'Excellent', downPercent: down })
    if (ok) expect(run().downPercent).toBe(down)
    else expect(run).toThrow(EstimateError)
  })

  it('the additional amount due is never negative (deposits cover a small down payment)', () => {
    const e = financingEstimate(1_000_000, terms, { termMonths: 60, creditBand: 'Excellent', downPercent: 10 })
    expect(e.downPayment).toBe(Math.round((1_000_000 + 189_500) * 0.1))
    expect(e.additionalDue).toBe(0)
  })

  it('rejects a term or band the table does not offer', () => {
    expect(() => financingEstimate(TOTAL, terms, { termMonths: 72, creditBand: 'Excellent' })).toThrow(/term/i)
    expect(() => financingEstimate(TOTAL, terms, { termMonths: 60, creditBand: 'Platinum' })).toThrow(/credit/i)
    expect(() => financingEstimate(TOTAL, terms, { termMonths: 120, creditBand: 'Promo' })).toThrow(/No rate/)
  })
})

describe('monthlyPayment rounding', () => {
  it.each([
    ['0 % APR divides evenly', 6_000_000, 0, 60, 100_000],
    ['0 % APR rounds a remainder up', 1_000_000, 0, 60, 16_667],
    ['a textbook loan: $100,000 at 6 % over 30 years', 10_000_000, 6, 360, 59_956], // 599.55 → 599.56
    ['nothing financed costs nothing', 0, 7, 60, 0],
  ])('%s', (_name, amount, apr, months, expected) => expect(monthlyPayment(amount, apr, months)).toBe(expected))

  it('float noise never adds a cent to an exact amount', () => {
    // 0 % over 3 months of 300 cents is exactly 100; so is 1200 over 12.
    expect(monthlyPayment(300, 0, 3)).toBe(100)
    expect(monthlyPayment(1200, 0, 12)).toBe(100)
  })

  it('0 % APR in the rate table', () => {
    const e = financingEstimate(TOTAL, terms, { termMonths: 60, creditBand: 'Promo', downPercent: 20 })
    expect(e.monthlyPayment).toBe(Math.ceil(e.amountFinanced / 60))
  })
})
