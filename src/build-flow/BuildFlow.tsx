'use client'

import Link from 'next/link'
import { useEffect, useState } from 'react'

import type { Catalog } from '@/commerce/catalog/types'
import {
  customerInfoSchema,
  emptyCustomerInfo,
  fieldErrors,
  passwordSchema,
  type CustomerInfoField,
} from '@/commerce/orders/customer-info'
import { formatUSD } from '@/commerce/pricing/money'
import type { Quote } from '@/commerce/pricing/quote'
import { useSiteStore } from '@/site/state/store'

import styles from './BuildFlow.module.css'
import { ConfigurationStep } from './ConfigurationStep'
import { CUSTOMER_FORM_ID, CustomerStep } from './CustomerStep'
import { Img } from './Img'
import { PaymentStep } from './PaymentStep'
import { StickyBar } from './StickyBar'
import { STEPS } from './steps'
import { SummaryStep } from './SummaryStep'
import type { BuildCustomer, BuildTerms } from './types'
import { readSaved, save, SAVED } from './session-storage'
import { buildHref } from './url-state'
import { useQuote } from './use-quote'
import { useSavedEstimate } from './use-saved-estimate'
import { useSelectionUrl } from './use-selection-url'

type Props = { catalog: Catalog; initialQuote: Quote; terms: BuildTerms; customer: BuildCustomer }

/**
 * The configurator. The URL holds the configuration and the step (use-selection-url); the server
 * prices every configuration (use-quote) and this component only shows what it answers. The page-wide
 * store carries the current step and the submitting/loading flags.
 */
export function BuildFlow({ catalog, initialQuote, terms, customer }: Props) {
  const setSubmitting = useSiteStore((s) => s.setSubmitting)
  const submitting = useSiteStore((s) => s.submitting)
  const loading = useSiteStore((s) => s.loading)
  // The progress shows the store's step (set from the URL), so anything else on the page reads the same value.
  const currentStep = useSiteStore((s) => s.currentStep)
  const [estimator, setEstimator] = useSavedEstimate()
  const { step, selection, changeSelection, goTo, headingRef } = useSelectionUrl(initialQuote.selection)

  const { quote, error: quoteError } = useQuote(selection, estimator, initialQuote, changeSelection)
  const trim = catalog.trims.find((t) => t.uid === selection.trim) ?? catalog.trims[0]
  useEffect(() => () => setSubmitting(false), [setSubmitting])

  // Customer details: kept in this tab's session (never the password, which lives in memory only).
  const [info, setInfo] = useState<Record<string, string>>(() => ({ ...emptyCustomerInfo, ...(customer?.info ?? {}) }))
  useEffect(() => {
    if (customer) return
    const saved = readSaved<Record<string, string>>(SAVED.details)
    // eslint-disable-next-line react-hooks/set-state-in-effect -- this tab's saved details exist only in the browser, after hydration
    if (saved) setInfo((current) => ({ ...current, ...saved }))
  }, [customer])
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [accountExists, setAccountExists] = useState(false)
  const [accepted, setAccepted] = useState(false)
  const [termsError, setTermsError] = useState<string | null>(null)
  const [placeError, setPlaceError] = useState<string | null>(null)

  const changeInfo = (field: CustomerInfoField, value: string) => {
    const next = { ...info, [field]: value }
    setInfo(next)
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest)
    if (field === 'email') setAccountExists(false)
    if (!customer) save(SAVED.details, next)
  }

  const signInHref = `/sign-in?callbackUrl=${encodeURIComponent(buildHref(selection, 2))}`

  const validateDetails = (): boolean => {
    const parsed = customerInfoSchema.safeParse(info)
    const pw = customer ? null : passwordSchema.safeParse(password)
    const next = {
      ...(parsed.success ? {} : fieldErrors(parsed.error)),
      ...(pw && !pw.success ? { password: pw.error.issues[0].message } : {}),
    }
    setErrors(next)
    if (Object.keys(next).length > 0) {
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`[aria-invalid="true"]`)?.focus())
      return false
    }
    return true
  }

  const submitDetails = async () => {
    if (!validateDetails()) return
    if (!customer) {
      setSubmitting(true)
      try {
        const res = await fetch('/api/build/account-check', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: info.email }),
        })
        const body = await res.json()
        if (res.ok && body.exists) {
          setAccountExists(true)
          return
        }
        // Too many account checks from this network: say so beside the e-mail, and wait.
        if (res.status === 429) {
          setErrors((current) => ({
            ...current,
            email: typeof body.error === 'string' ? body.error : 'Too many attempts — try again in a few minutes.',
          }))
          requestAnimationFrame(() => document.querySelector<HTMLElement>(`[aria-invalid="true"]`)?.focus())
          return
        }
      } finally {
        setSubmitting(false)
      }
    }
    goTo(3)
  }

  const attemptKey = () => {
    const fingerprint = JSON.stringify([selection, info.email, customer?.email ?? null])
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
    if (!customerInfoSchema.safeParse(info).success || (!customer && !password)) {
      goTo(2)
      validateDetails()
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
          customer: info,
          password: customer ? undefined : password,
          acceptTerms: true,
        }),
      })
      const body = await res.json()
      if (!res.ok) {
        if (body.code === 'account-exists') {
          setAccountExists(true)
          goTo(2)
        } else if (
          body.fieldErrors &&
          Object.keys(body.fieldErrors).some((k) => k in emptyCustomerInfo || k === 'password')
        ) {
          setErrors(body.fieldErrors)
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

  const next = () => {
    if (step === 0 || step === 1) goTo(step + 1)
    else if (step === 3) void placeOrder()
  }

  const image = (trim.colors.find((c) => c.uid === selection.color) ?? trim.colors[0])?.images[0] ?? trim.images[0]
  const stepInfo = STEPS[step]

  return (
    <div className={styles.shell} data-step={stepInfo.id}>
      <header className={styles.top}>
        {step === 0 ? (
          <Link href="/" className={styles.back}>
            <span aria-hidden="true">←</span> Pebble
          </Link>
        ) : (
          <button type="button" className={styles.back} onClick={() => window.history.back()}>
            <span aria-hidden="true">←</span> Back
          </button>
        )}
        <ol className={styles.progress} aria-label="Steps">
          {STEPS.map((s, i) => (
            <li
              key={s.id}
              data-state={i < currentStep ? 'done' : i === currentStep ? 'current' : 'todo'}
              aria-current={i === currentStep ? 'step' : undefined}
            >
              <span className={styles.progressDot} aria-hidden="true">
                {i + 1}
              </span>
              <span className={styles.progressLabel}>{s.title}</span>
            </li>
          ))}
        </ol>
      </header>

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
            <p className={styles.alert} role="alert">
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
          {step === 1 && <SummaryStep quote={quote} terms={terms} estimator={estimator} onEstimator={setEstimator} />}
          {step === 2 && (
            <CustomerStep
              customer={customer}
              info={info}
              password={password}
              errors={errors}
              accountExists={accountExists}
              signInHref={signInHref}
              pickup={terms.pickupPoint}
              onChange={changeInfo}
              onPassword={(v) => {
                setPassword(v)
                if (errors.password) setErrors(({ password: _, ...rest }) => rest)
              }}
              onSubmit={() => void submitDetails()}
            />
          )}
          {step === 3 && (
            <PaymentStep
              quote={quote}
              terms={terms}
              info={info}
              accepted={accepted}
              termsError={termsError}
              error={placeError}
              onAccept={(v) => {
                setAccepted(v)
                if (v) setTermsError(null)
              }}
              onEditDetails={() => goTo(2)}
            />
          )}
        </div>
      </div>

      <StickyBar
        firstDeposit={terms.firstDeposit}
        refundPolicy={terms.refundPolicy}
        total={quote.total}
        label={stepInfo.next}
        form={step === 2 ? CUSTOMER_FORM_ID : undefined}
        onNext={next}
        busy={submitting}
      />
    </div>
  )
}
