'use client'

import { useState } from 'react'

import type { Quote } from '@/commerce/pricing/quote'

import parts from './FlowParts.module.css'
import styles from './SummaryStep.module.css'
import { Dialog } from './Dialog'
import { Estimator, type EstimatorInputs } from './Estimator'
import { PriceLines } from './PriceLines'
import type { BuildTerms } from './types'

type Props = {
  quote: Quote
  terms: BuildTerms
  estimator: EstimatorInputs
  onEstimator: (inputs: EstimatorInputs) => void
}

/** Step 2: the priced configuration, delivery timing and the payment estimator. */
export function SummaryStep({ quote, terms, estimator, onEstimator }: Props) {
  const [estimatorOpen, setEstimatorOpen] = useState(false)
  const [deliveryOpen, setDeliveryOpen] = useState(false)
  return (
    <>
      <PriceLines quote={quote} />
      <div className={styles.summaryActions}>
        {terms.delivery.forecast && (
          <button type="button" className={styles.infoRow} onClick={() => setDeliveryOpen(true)}>
            <span>Estimated delivery</span>
            <strong>{terms.delivery.forecast}</strong>
          </button>
        )}
        <button type="button" className={parts.secondaryButton} onClick={() => setEstimatorOpen(true)}>
          Discover our financing options
        </button>
      </div>
      <Dialog open={estimatorOpen} onClose={() => setEstimatorOpen(false)} title="Payment estimator" size="large">
        <Estimator quote={quote} terms={terms} inputs={estimator} onChange={onEstimator} />
      </Dialog>
      <Dialog
        open={deliveryOpen}
        onClose={() => setDeliveryOpen(false)}
        title={`Estimated delivery: ${terms.delivery.forecast}`}
      >
        <p>{terms.delivery.note}</p>
      </Dialog>
    </>
  )
}
