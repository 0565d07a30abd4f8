'use client'

import { formatUSD } from '@/commerce/pricing/money'
import type { Quote } from '@/commerce/pricing/quote'
import { CheckboxField } from '@/kit/forms/fields/CheckboxField'

import parts from './FlowParts.module.css'
import styles from './PaymentStep.module.css'
import type { BuildTerms } from './types'

type Props = {
  quote: Quote
  terms: BuildTerms
  info: Record<string, string>
  accepted: boolean
  termsError: string | null
  error: string | null
  onAccept: (accepted: boolean) => void
  onEditDetails: () => void
}

/** Step 4: a last look, the terms to accept, then the deposit is paid on the provider's checkout. */
export function PaymentStep({ quote, terms, info, accepted, termsError, error, onAccept, onEditDetails }: Props) {
  return (
    <div className={parts.form}>
      <div className={styles.recap}>
        <div>
          <h2 className={parts.sectionTitle}>Your Pebble</h2>
          <p>
            Pebble One {quote.trim.label} in {quote.color.name}
            {quote.options.filter((o) => o.change !== 'removed').length > 0 &&
              ` with ${quote.options
                .filter((o) => o.change !== 'removed')
                .map((o) => o.name)
                .join(', ')}`}
          </p>
          <p>
            Total price <strong>{formatUSD(quote.total)}</strong>
          </p>
        </div>
        <div>
          <h2 className={parts.sectionTitle}>Reserved by</h2>
          <p>
            {info.firstName} {info.lastName}
            <br />
            {info.email}
          </p>
          <button type="button" className={parts.linkButton} onClick={onEditDetails}>
            Edit details
          </button>
        </div>
      </div>

      <section className={parts.section} aria-labelledby="terms-heading">
        <h2 id="terms-heading" className={parts.sectionTitle}>
          Terms of your reservation
        </h2>
        <div className={styles.termsText} tabIndex={0} role="region" aria-labelledby="terms-heading">
          {terms.terms.split('\n').map((p, i) => (
            <p key={i}>{p}</p>
          ))}
          <p>{terms.refundPolicy}</p>
        </div>
        <CheckboxField
          form="payment"
          name="terms"
          label="Terms"
          required
          requiredMark={false}
          checked={accepted}
          onChange={(e) => onAccept(e.target.checked)}
          error={termsError ?? undefined}
          className={styles.acceptTerms}
        >
          I have read and accept the terms, including the refund policy for the {formatUSD(terms.firstDeposit)} first
          deposit.
        </CheckboxField>
      </section>

      <p className={parts.muted}>
        Placing the order takes you to our payment page to pay the {formatUSD(terms.firstDeposit)} deposit by card.
        Nothing else is charged today.
      </p>
      {error && (
        <div className={parts.alert} role="alert">
          {error}
        </div>
      )}
    </div>
  )
}
