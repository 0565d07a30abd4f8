import { useEffect, useState } from 'react'

import type { CustomerInfoField } from '@/commerce/orders/customer-info'
import { emptyCustomerInfo } from '@/commerce/orders/customer-info-fields'
import { useSiteStore } from '@/site/state/store'

import { readSaved, save, SAVED } from './session-storage'
import type { BuildCustomer } from './types'

/** The rules, with the validation library: a chunk of their own, fetched once the flow is past its first step. */
const loadCheck = () => import('./check-details')

/** The first field marked invalid takes the focus once it is drawn. */
const focusFirstInvalid = () =>
  requestAnimationFrame(() => document.querySelector<HTMLElement>(`[aria-invalid="true"]`)?.focus())

/**
 * The customer step: the details (a signed-in customer's from their profile; a visitor's kept in
 * this tab's session, never the password, which lives in memory only), their validation, and for
 * a visitor the check that no account already uses the e-mail before the payment step.
 * `soon`: the step is near (the buyer is past the first step), so the rules are fetched now.
 */
export function useCustomerDetails(customer: BuildCustomer, goTo: (step: number) => void, soon: boolean) {
  const setSubmitting = useSiteStore((s) => s.setSubmitting)
  const [info, setInfo] = useState<Record<string, string>>(() => ({ ...emptyCustomerInfo, ...(customer?.info ?? {}) }))
  useEffect(() => {
    if (customer) return
    const saved = readSaved<Record<string, string>>(SAVED.details)
    // eslint-disable-next-line react-hooks/set-state-in-effect -- this tab's saved details exist only in the browser, after hydration
    if (saved) setInfo((current) => ({ ...current, ...saved }))
  }, [customer])
  useEffect(() => {
    // Only a warm-up: a failure here is left to the check's own load, when the details are sent.
    if (soon) loadCheck().catch(() => undefined)
  }, [soon])
  const [password, setPassword] = useState('')
  // Marketing mail is opt-in: unticked until the buyer ticks it.
  const [productNews, setProductNews] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [accountExists, setAccountExists] = useState(false)

  const changeInfo = (field: CustomerInfoField, value: string) => {
    const next = { ...info, [field]: value }
    setInfo(next)
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest)
    if (field === 'email') setAccountExists(false)
    if (!customer) save(SAVED.details, next)
  }

  const changePassword = (value: string) => {
    setPassword(value)
    if (errors.password) setErrors(({ password: _, ...rest }) => rest)
  }

  const errorsNow = async () => (await loadCheck()).detailsErrors(info, customer ? null : password)

  /** Checks the details and shows what is wrong beside each field; true when all is well. */
  const validateDetails = async (): Promise<boolean> => {
    const next = await errorsNow()
    setErrors(next)
    if (Object.keys(next).length > 0) {
      focusFirstInvalid()
      return false
    }
    return true
  }

  const submitDetails = async () => {
    if (!(await validateDetails())) return
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
          focusFirstInvalid()
          return
        }
      } finally {
        setSubmitting(false)
      }
    }
    goTo(3)
  }

  return {
    info,
    password,
    productNews,
    setProductNews,
    errors,
    accountExists,
    changeInfo,
    changePassword,
    validateDetails,
    /** Whether the details would pass, without showing anything. */
    detailsValid: async () => Object.keys(await errorsNow()).length === 0,
    submitDetails,
    /** The order's answer: an account already uses the e-mail. */
    showAccountExists: () => setAccountExists(true),
    /** The order's answer: the server's own field errors. */
    showErrors: setErrors,
  }
}
