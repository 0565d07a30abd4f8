import { useEffect, useState } from 'react'

import { emptyCustomerInfo } from '@/commerce/orders/customer-info-fields'
import type { Selection } from '@/commerce/pricing/price'
import { useSiteStore } from '@/site/state/store'

import type { EstimatorInputs } from './Estimator'
import { readSaved, save, SAVED } from './session-storage'
import type { BuildCustomer } from './types'
import type { useCustomerDetails } from './use-customer-details'

type Order = {
  selection: Selection
  estimator: EstimatorInputs
  customer: BuildCustomer
  details: ReturnType<typeof useCustomerDetails>
  goTo: (step: number) => void
}

/**
 * The payment step: the terms' acceptance and placing the order (/api/build/orders), then the
 * provider's payment page. A new account is signed in by the order's answer (its session cookie).
 * One checkout attempt keeps one placement key, so a double click or a retry places one order.
 */
export function usePlaceOrder({ selection, estimator, customer, details, goTo }: Order) {
  const submitting = useSiteStore((s) => s.submitting)
  const setSubmitting = useSiteStore((s) => s.setSubmitting)
  const [accepted, setAccepted] = useState(false)
  const [termsError, setTermsError] = useState<string | null>(null)
  const [placeError, setPlaceError] = useState<string | null>(null)
  // Leaving the flow never leaves the page-wide store submitting.
  useEffect(() => () => setSubmitting(false), [setSubmitting])

  const accept = (value: boolean) => {
    setAccepted(value)
    if (value) setTermsError(null)
  }

  const attemptKey = () => {
    const fingerprint = JSON.stringify([selection, details.info.email, customer?.email ?? null])
    const saved = readSaved<{ key: string; fingerprint: string }>(SAVED.attempt)
    if (saved?.fingerprint === fingerprint) return saved.key
    const key = crypto.randomUUID()
    save(SAVED.attempt, { key, fingerprint })
    return key
  }

  const placeOrder = async () => {
    if (submitting) return
    setPlaceError(null)
    if (!accepted) {
      setTermsError('Please review the terms and accept them to continue.')
      return
    }
    setTermsError(null)
    // A visitor's password lives in memory only: after a reload it is gone, and the details step asks again.
    if (!(await details.detailsValid())) {
      goTo(2)
      void details.validateDetails()
      return
    }
    setSubmitting(true)
    try {
      const res = await fetch('/api/build/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          placementKey: attemptKey(),
          selection,
          financing:
            estimator.mode === 'finance'
              ? { mode: 'finance', termMonths: estimator.term, creditBand: estimator.band, downPercent: estimator.down }
              : { mode: 'full' },
          customer: details.info,
          password: customer ? undefined : details.password,
          acceptTerms: true,
          productNews: details.productNews,
        }),
      })
      const body = await res.json()
      if (!res.ok) {
        if (body.code === 'account-exists') {
          details.showAccountExists()
          goTo(2)
        } else if (
          body.fieldErrors &&
          Object.keys(body.fieldErrors).some((k) => k in emptyCustomerInfo || k === 'password')
        ) {
          details.showErrors(body.fieldErrors)
          goTo(2)
        } else setPlaceError(body.error ?? 'Your order could not be placed. Nothing was charged.')
        setSubmitting(false)
        return
      }
      // A new account is signed in by the order's answer (its session cookie).
      window.location.assign(body.checkoutUrl)
    } catch {
      setPlaceError('The connection failed. Nothing was charged — please try again.')
      setSubmitting(false)
    }
  }

  return { accepted, accept, termsError, placeError, placeOrder }
}
