import type { CommerceTerms, FinancingRate } from '../catalog/types'
import { priceWithFee } from './total'

export type FullPriceEstimate = {
  mode: 'full'
  total: number
  destinationFee: number
  deposits: number
  /** Total + fee − both deposits: what is left to pay at delivery. */
  remaining: number
}

export type FinancingInput = { termMonths?: number; creditBand?: string; downPercent?: number }

export type FinancingEstimate = {
  mode: 'finance'
  total: number
  destinationFee: number
  deposits: number
  termMonths: number
  creditBand: string
  downPercent: number
  aprPercent: number
  downPayment: number
  /** Down payment − deposits already paid (never below 0). */
  additionalDue: number
  amountFinanced: number
  monthlyPayment: number
}

export type FinancingOptions = { terms: number[]; creditBands: string[]; downPayment: CommerceTerms['downPayment'] }

export class EstimateError extends Error {
  constructor(
    readonly field: 'termMonths' | 'creditBand' | 'downPercent',
    message: string,
  ) {
    super(message)
  }
}

const deposits = (terms: CommerceTerms) => terms.firstDeposit + terms.secondDeposit

export function fullPriceEstimate(total: number, terms: CommerceTerms): FullPriceEstimate {
  return {
    mode: 'full',
    total,
    destinationFee: terms.destinationFee,
    deposits: deposits(terms),
    remaining: priceWithFee({ total, destinationFee: terms.destinationFee }) - deposits(terms),
  }
}

/** The terms and credit bands the rate table offers, in order. */
export function financingOptions(terms: CommerceTerms): FinancingOptions {
  const months = [...new Set(terms.financing.map((r) => r.months))].sort((a, b) => a - b)
  const bands = [...new Set(terms.financing.map((r) => r.creditBand))]
  return { terms: months, creditBands: bands, downPayment: terms.downPayment }
}

/**
 * Standard amortisation: A × (r/12) / (1 − (1 + r/12)^−n), rounded UP to the cent (a lender never
 * quotes less than it will collect). 0 % APR divides evenly, also rounded up.
 */
export function monthlyPayment(amountFinanced: number, aprPercent: number, months: number): number {
  if (amountFinanced <= 0) return 0
  const r = aprPercent / 100 / 12
  const exact = r === 0 ? amountFinanced / months : (amountFinanced * r) / (1 - Math.pow(1 + r, -months))
  // Float noise (e.g. 1000.0000000002) must not add a cent.
  return Math.ceil(exact - 1e-7)
}

const rateFor = (table: FinancingRate[], band: string, months: number) =>
  table.find((r) => r.creditBand === band && r.months === months)

export function financingEstimate(total: number, terms: CommerceTerms, input: FinancingInput): FinancingEstimate {
  const options = financingOptions(terms)
  if (options.terms.length === 0) throw new EstimateError('termMonths', 'Financing is not available yet.')
  const termMonths = input.termMonths ?? options.terms[options.terms.length - 1]
  const creditBand = input.creditBand ?? options.creditBands[0]
  const downPercent = input.downPercent ?? terms.downPayment.defaultPercent
  if (!options.terms.includes(termMonths))
    throw new EstimateError('termMonths', `Choose a term of ${options.terms.map((m) => m / 12).join(', ')} years.`)
  if (!options.creditBands.includes(creditBand))
    throw new EstimateError('creditBand', 'Choose a credit score band from the list.')
  const { minPercent, maxPercent } = terms.downPayment
  if (!Number.isInteger(downPercent) || downPercent < minPercent || downPercent > maxPercent) {
    throw new EstimateError('downPercent', `The down payment must be between ${minPercent} % and ${maxPercent} %.`)
  }
  const rate = rateFor(terms.financing, creditBand, termMonths)
  if (!rate)
    throw new EstimateError('termMonths', `No rate is offered for ${creditBand} over ${termMonths / 12} years.`)
  const financedBase = priceWithFee({ total, destinationFee: terms.destinationFee })
  const downPayment = Math.round((financedBase * downPercent) / 100)
  const amountFinanced = financedBase - downPayment
  return {
    mode: 'finance',
    total,
    destinationFee: terms.destinationFee,
    deposits: deposits(terms),
    termMonths,
    creditBand,
    downPercent,
    aprPercent: rate.aprPercent,
    downPayment,
    additionalDue: Math.max(0, downPayment - deposits(terms)),
    amountFinanced,
    monthlyPayment: monthlyPayment(amountFinanced, rate.aprPercent, termMonths),
  }
}
