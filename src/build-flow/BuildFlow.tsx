'use client'

import Link from 'next/link'
import { useSearchParams } from 'next/navigation'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import useSWR from 'swr'

import type { Catalog } from '@/commerce/catalog/types'
import { customerInfoSchema, emptyCustomerInfo, type CustomerInfoField } from '@/commerce/orders/customer-info'
import { formatUSD } from '@/commerce/pricing/money'
import type { Selection } from '@/commerce/pricing/price'
import type { Quote } from '@/commerce/pricing/quote'
import { fieldErrors } from '@/kit/rules/field-errors'
import { newPasswordRule } from '@/kit/rules/password'
import { useSiteStore } from '@/site/state/store'
import { sitePaths } from '@/kit/paths'

import styles from './BuildFlow.module.css'
import { ConfigurationStep } from './ConfigurationStep'
import { CUSTOMER_FORM_ID, CustomerStep } from './CustomerStep'
import type { EstimatorInputs } from './Estimator'
import { Img } from './Img'
import { PaymentStep } from './PaymentStep'
import { StickyBar } from './StickyBar'
import { STEPS } from './steps'
import { SummaryStep } from './SummaryStep'
import type { BuildCustomer, BuildTerms } from './types'
import { buildHref, readUrl, selectionQuery, STORAGE_KEY } from './url-state'

type Props = { catalog: Catalog; initialQuote: Quote; terms: BuildTerms; customer: BuildCustomer }

const fetchQuote = async (url: string): Promise<Quote> => {
  const res = await fetch(url)
  if (!res.ok) throw new Error((await res.json().catch(() => null))?.error ?? 'The price could not be computed.')
  return res.json()
}

const read = <T,>(key: string): T | null => {
  try {
    const raw = window.sessionStorage.getItem(key)
    return raw ? (JSON.parse(raw) as T) : null
  } catch {
    return null
  }
}
const write = (key: string, value: unknown) => {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value))
  } catch {}
}

/**
 * The configurator. The URL holds the configuration and the step; the server prices every
 * configuration (/api/build/quote) and this component only shows what it answers. The page-wide
 * store carries the current step and the submitting/loading flags.
 */
export function BuildFlow({ catalog, initialQuote, terms, customer }: Props) {
  const params = useSearchParams()
  const url = readUrl(new URLSearchParams(params.toString()))
  const step = url.step
  const setCurrentStep = useSiteStore((s) => s.setCurrentStep)
  const setLoading = useSiteStore((s) => s.setLoading)
  const setSubmitting = useSiteStore((s) => s.setSubmitting)
  const submitting = useSiteStore((s) => s.submitting)
  const loading = useSiteStore((s) => s.loading)
  // The progress shows the store's step (set from the URL below), so anything else on the page reads the same value.
  const currentStep = useSiteStore((s) => s.currentStep)
  const headingRef = useRef<HTMLHeadingElement>(null)

  const [estimator, setEstimatorState] = useState<EstimatorInputs>({ mode: 'full' })
  useEffect(() => {
    const saved = read<EstimatorInputs>(`${STORAGE_KEY}-estimator`)
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the saved estimate exists only in the browser, after hydration
    if (saved) setEstimatorState(saved)
  }, [])
  const setEstimator = (inputs: EstimatorInputs) => {
    setEstimatorState(inputs)
    write(`${STORAGE_KEY}-estimator`, inputs)
  }

  // The configuration: state for an immediate UI, mirrored into the URL (replaceState) for refresh, sign-in and sharing.
  const [selection, setSelection] = useState<Selection>(() =>
    url.selection.trim && url.selection.color && url.selection.options
      ? (url.selection as Selection)
      : initialQuote.selection,
  )
  // A bare /build restores the visitor's configuration from this tab's session.
  useEffect(() => {
    if (url.hasSelection) return
    const saved = read<{ href: string }>(STORAGE_KEY)
    if (!saved?.href?.startsWith('/build?')) return
    const restored = readUrl(new URLSearchParams(saved.href.slice('/build?'.length))).selection
    if (restored.trim && restored.color && restored.options) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- this tab's saved configuration exists only in the browser, after hydration
      setSelection(restored as Selection)
      window.history.replaceState(null, '', buildHref(restored as Selection, step))
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first render: a later bare URL is the visitor's own choice
  }, [])
  // Back/forward to an entry written before a later change: the current configuration wins.
  useEffect(() => {
    const inUrl = url.selection
    if (
      inUrl.trim !== selection.trim ||
      inUrl.color !== selection.color ||
      (inUrl.options ?? []).join(',') !== selection.options.join(',')
    ) {
      window.history.replaceState(null, '', buildHref(selection, step))
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs on history moves only (params), reading the configuration as it is then
  }, [params])

  const quoteKey = useMemo(() => {
    const out = selectionQuery(selection)
    if (estimator.term) out.set('term', String(estimator.term))
    if (estimator.band) out.set('band', estimator.band)
    if (estimator.down !== undefined) out.set('down', String(estimator.down))
    return `/api/build/quote?${out.toString()}`
  }, [selection, estimator])
  // The server already priced the configuration the page was rendered with: no second request for it.
  const [initialKey] = useState(quoteKey)
  const {
    data,
    error: quoteError,
    isValidating,
  } = useSWR<Quote>(quoteKey, fetchQuote, {
    keepPreviousData: true,
    revalidateOnFocus: false,
    fallbackData: quoteKey === initialKey ? initialQuote : undefined,
    revalidateOnMount: quoteKey !== initialKey,
  })
  const quote = data ?? initialQuote
  const trim = catalog.trims.find((t) => t.uid === selection.trim) ?? catalog.trims[0]

  useEffect(() => setLoading(isValidating), [isValidating, setLoading])
  useEffect(() => setCurrentStep(step), [step, setCurrentStep])
  useEffect(() => () => setSubmitting(false), [setSubmitting])

  // A shared link the catalog no longer fits is replaced by what the server resolved.
  useEffect(() => {
    if (data && data.issues.length > 0) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the server's answer (an external system) replaces a link the catalog no longer fits
      setSelection(data.selection)
      window.history.replaceState(null, '', buildHref(data.selection, step))
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when a new answer arrives only: `step` and `setSelection` changing must not replace the configuration again
  }, [data])

  useEffect(() => write(STORAGE_KEY, { href: buildHref(selection, 0) }), [selection])

  const changeSelection = (next: Selection) => {
    setSelection(next)
    window.history.replaceState(null, '', buildHref(next, step))
  }
  const goTo = useCallback(
    (next: number) => {
      window.history.pushState(null, '', buildHref(selection, next))
      window.scrollTo({ top: 0 })
      requestAnimationFrame(() => headingRef.current?.focus())
    },
    [selection],
  )

  // Customer details: kept in this tab's session (never the password, which lives in memory only).
  const [info, setInfo] = useState<Record<string, string>>(() => ({ ...emptyCustomerInfo, ...(customer?.info ?? {}) }))
  useEffect(() => {
    if (customer) return
    const saved = read<Record<string, string>>(`${STORAGE_KEY}-customer`)
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
    if (!customer) write(`${STORAGE_KEY}-customer`, next)
  }

  const signInHref = sitePaths.signInThenReturn(buildHref(selection, 2))

  const validateDetails = (): boolean => {
    const parsed = customerInfoSchema.safeParse(info)
    const pw = customer ? null : newPasswordRule.safeParse(password)
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
    const saved = read<{ key: string; fingerprint: string }>(`${STORAGE_KEY}-attempt`)
    if (saved?.fingerprint === fingerprint) return saved.key
    const key = crypto.randomUUID()
    write(`${STORAGE_KEY}-attempt`, { key, fingerprint })
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
