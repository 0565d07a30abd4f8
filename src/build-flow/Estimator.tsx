'use client'

import { formatUSD, formatUSDCents } from '@/commerce/pricing/money'
import type { Quote } from '@/commerce/pricing/quote'
import { SelectField } from '@/kit/forms/fields/SelectField'

import styles from './Estimator.module.css'
import parts from './FlowParts.module.css'
import type { BuildTerms } from './types'

export type EstimatorInputs = { mode: 'full' | 'finance'; term?: number; band?: string; down?: number }

const Row = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
  <div className={`${parts.line} ${strong ? parts.totalLine : ''}`}>
    <dt>{label}</dt>
    <dd>{value}</dd>
  </div>
)

/** The payment estimator: full price or financing. Inputs go to the server's quote; every figure shown comes back from it. */
export function Estimator({
  quote,
  terms,
  inputs,
  onChange,
}: {
  quote: Quote
  terms: BuildTerms
  inputs: EstimatorInputs
  onChange: (inputs: EstimatorInputs) => void
}) {
  const f = quote.financing
  const finance = 'error' in f ? null : f
  const { minPercent, maxPercent } = terms.financing.downPayment
  const down = inputs.down ?? finance?.downPercent ?? terms.financing.downPayment.defaultPercent
  return (
    <div className={styles.estimator}>
      <div className={styles.segmented} role="radiogroup" aria-label="How you want to pay">
        {(['full', 'finance'] as const).map((mode) => (
          <label key={mode} data-selected={inputs.mode === mode || undefined}>
            <input
              type="radio"
              name="estimate-mode"
              value={mode}
              checked={inputs.mode === mode}
              onChange={() => onChange({ ...inputs, mode })}
              className={parts.radioInput}
            />
            {mode === 'full' ? 'Full price' : 'Financing'}
          </label>
        ))}
      </div>

      {inputs.mode === 'full' ? (
        <dl className={parts.lines}>
          <Row label={`Pebble One ${quote.trim.label}`} value={formatUSD(quote.full.total)} />
          <Row label="Destination and documentation fee" value={formatUSD(quote.full.destinationFee)} />
          <Row label="Order deposits (first + second)" value={`−${formatUSD(quote.full.deposits)}`} />
          <Row label="Remaining amount due" value={formatUSD(quote.full.remaining)} strong />
        </dl>
      ) : terms.financing.terms.length === 0 ? (
        <p>Financing is not available yet.</p>
      ) : (
        <>
          <div className={styles.estimatorInputs}>
            <SelectField
              form="estimator"
              name="term"
              label="Term"
              required
              requiredMark={false}
              options={terms.financing.terms.map((m) => ({ value: String(m), label: `${m / 12} years` }))}
              value={String(inputs.term ?? finance?.termMonths ?? '')}
              onChange={(e) => onChange({ ...inputs, term: Number(e.target.value) })}
            />
            <SelectField
              form="estimator"
              name="band"
              label="Credit score"
              required
              requiredMark={false}
              options={terms.financing.creditBands.map((b) => ({ value: b, label: b }))}
              value={inputs.band ?? finance?.creditBand ?? ''}
              onChange={(e) => onChange({ ...inputs, band: e.target.value })}
            />
            <label className={`${parts.field} ${parts.fieldWide}`}>
              <span>
                Down payment: <strong>{down} %</strong>
              </span>
              <input
                type="range"
                min={minPercent}
                max={maxPercent}
                step={1}
                value={down}
                aria-valuetext={`${down} percent`}
                onChange={(e) => onChange({ ...inputs, down: Number(e.target.value) })}
              />
              <span className={styles.rangeEnds} aria-hidden="true">
                <span>{minPercent} %</span>
                <span>{maxPercent} %</span>
              </span>
            </label>
          </div>
          {'error' in f ? (
            <p className={styles.error} role="alert">
              {f.error}
            </p>
          ) : (
            <dl className={parts.lines} aria-live="polite">
              <Row label={`Pebble One ${quote.trim.label}`} value={formatUSD(f.total)} />
              <Row label="Destination and documentation fee" value={formatUSD(f.destinationFee)} />
              <Row label="Order deposits (first + second)" value={`−${formatUSD(f.deposits)}`} />
              <Row label={`Additional due for a ${f.downPercent} % down payment`} value={formatUSD(f.additionalDue)} />
              <Row label="Amount financed" value={formatUSD(f.amountFinanced)} />
              <Row
                label={`Monthly payment (${f.termMonths / 12} years at ${f.aprPercent.toFixed(2)} % APR)`}
                value={`${formatUSDCents(f.monthlyPayment)}/mo`}
                strong
              />
            </dl>
          )}
          {terms.prequalificationUrl && (
            <a
              className={parts.secondaryButton}
              href={terms.prequalificationUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              Get pre-qualified<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          )}
        </>
      )}
      {terms.disclaimer && <p className={styles.disclaimer}>{terms.disclaimer}</p>}
    </div>
  )
}
