'use client'

import { lazy, Suspense, useEffect } from 'react'

import type { Catalog } from '@/commerce/catalog/types'
import { formatUSD } from '@/commerce/pricing/money'
import type { Quote } from '@/commerce/pricing/quote'
import { useFirstInteraction } from '@/kit/lazy/first-interaction'
import { useSiteStore } from '@/site/state/store'
import { sitePaths } from '@/kit/paths'

import styles from './BuildFlow.module.css'
import parts from './FlowParts.module.css'
import { ConfigurationStep } from './ConfigurationStep'
import { FlowHeader } from './FlowHeader'
import { configuredImage } from '@/commerce/catalog/configured-image'
import { Img } from '@/commerce/ui/Img'
import { StickyBar } from './StickyBar'
import { CUSTOMER_FORM_ID, STEPS } from './steps'
import type { BuildCustomer, BuildTerms } from './types'
import { buildHref } from './url-state'
import { useCustomerDetails } from './use-customer-details'
import { usePlaceOrder } from './use-place-order'
import { LazyQuoteSource, useQuote } from './use-quote'
import { useSavedEstimate } from './use-saved-estimate'
import { useSelectionUrl } from './use-selection-url'

/*
 * The steps after the first, each a chunk of its own: the page's first load carries the
 * configuration step alone, and the rest are fetched when the buyer first uses the page (a page
 * opened on a later step shows it as the server drew it, and it hydrates when its chunk arrives).
 */
const loadSummary = () => import('./SummaryStep')
const loadCustomer = () => import('./CustomerStep')
const loadPayment = () => import('./PaymentStep')
const SummaryStep = lazy(() => loadSummary().then((m) => ({ default: m.SummaryStep })))
const CustomerStep = lazy(() => loadCustomer().then((m) => ({ default: m.CustomerStep })))
const PaymentStep = lazy(() => loadPayment().then((m) => ({ default: m.PaymentStep })))

type Props = { catalog: Catalog; initialQuote: Quote; terms: BuildTerms; customer: BuildCustomer }

/**
 * The configurator. The URL holds the configuration and the step (use-selection-url); the server
 * prices every configuration (use-quote) and this component only shows what it answers. The
 * page-wide store carries the current step and the submitting/loading flags.
 */
export function BuildFlow({ catalog, initialQuote, terms, customer }: Props) {
  const submitting = useSiteStore((s) => s.submitting)
  const loading = useSiteStore((s) => s.loading)
  const [estimator, setEstimator] = useSavedEstimate()
  const { step, selection, changeSelection, goTo, headingRef } = useSelectionUrl(initialQuote.selection)
  const {
    quote,
    error: quoteError,
    source: quoteSource,
  } = useQuote(selection, estimator, initialQuote, changeSelection)
  const details = useCustomerDetails(customer, goTo, step > 0)
  const order = usePlaceOrder({ selection, estimator, customer, details, goTo })
  const interacted = useFirstInteraction()
  useEffect(() => {
    // Only a warm-up: a failure here is left to the step's own load, when it is shown.
    if (interacted) Promise.all([loadSummary(), loadCustomer(), loadPayment()]).catch(() => undefined)
  }, [interacted])

  const trim = catalog.trims.find((t) => t.uid === selection.trim) ?? catalog.trims[0]
  const image = configuredImage(catalog, trim.uid, selection.color)
  const stepInfo = STEPS[step]
  const next = () => {
    if (step === 0 || step === 1) goTo(step + 1)
    else if (step === 3) void order.placeOrder()
  }

  return (
    <div className={styles.shell} data-step={stepInfo.id}>
      {/* Prices are asked for once the buyer starts changing the configuration: the page came priced. */}
      {(interacted || quoteSource.quoteKey !== quoteSource.initialKey) && <LazyQuoteSource {...quoteSource} />}
      <FlowHeader step={step} />

      <div className={styles.stage}>
        <figure className={styles.visual}>
          <Img image={image} sizes="(min-width: 1024px) 62vw, 100vw" className={styles.visualImage} priority />
          <figcaption className={styles.visualCaption}>
            <span>Pebble One {quote.trim.label}</span>
            <strong data-loading={loading || undefined} aria-busy={loading || undefined}>
              {formatUSD(quote.total)}
            </strong>
          </figcaption>
        </figure>

        <div className={styles.panel}>
          <h1 ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
            {step === 0 ? 'Build your Pebble' : stepInfo.title}
          </h1>
          {quoteError && (
            <p className={parts.alert} role="alert">
              Prices could not be updated: {quoteError.message}
            </p>
          )}
          {step === 0 && (
            <ConfigurationStep
              catalog={catalog}
              trim={trim}
              selection={selection}
              onChange={changeSelection}
              disabled={submitting}
            />
          )}
          {/* A later step's chunk is fetched at the buyer's first touch (above): a step shown before
              it arrives draws nothing for that moment. */}
          <Suspense fallback={null}>
            {step === 1 && <SummaryStep quote={quote} terms={terms} estimator={estimator} onEstimator={setEstimator} />}
            {step === 2 && (
              <CustomerStep
                customer={customer}
                info={details.info}
                password={details.password}
                productNews={details.productNews}
                onProductNews={details.setProductNews}
                errors={details.errors}
                accountExists={details.accountExists}
                signInHref={sitePaths.signInThenReturn(buildHref(selection, 2))}
                pickup={terms.pickupPoint}
                onChange={details.changeInfo}
                onPassword={details.changePassword}
                onSubmit={() => void details.submitDetails()}
              />
            )}
            {step === 3 && (
              <PaymentStep
                quote={quote}
                terms={terms}
                info={details.info}
                accepted={order.accepted}
                termsError={order.termsError}
                error={order.placeError}
                onAccept={order.accept}
                onEditDetails={() => goTo(2)}
              />
            )}
          </Suspense>
        </div>
      </div>

      <StickyBar
        firstDeposit={terms.firstDeposit}
        refundPolicy={terms.refundPolicy}
        depositRefundable={terms.firstDepositRefundable}
        total={quote.total}
        label={stepInfo.next}
        form={step === 2 ? CUSTOMER_FORM_ID : undefined}
        onNext={next}
        busy={submitting}
      />
    </div>
  )
}
