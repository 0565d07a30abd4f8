'use client'

import Link from 'next/link'
import type { FormEvent } from 'react'

import type { CustomerInfoField } from '@/commerce/orders/customer-info'
import { PASSWORD_RULE } from '@/kit/rules/password'
import { US_STATES } from '@/kit/rules/us-states'

import styles from './CustomerStep.module.css'
import parts from './FlowParts.module.css'
import { Img } from './Img'
import type { BuildCustomer, BuildTerms } from './types'

export const CUSTOMER_FORM_ID = 'customer-form'

type Props = {
  customer: BuildCustomer
  info: Record<string, string>
  password: string
  errors: Record<string, string>
  accountExists: boolean
  signInHref: string
  pickup: BuildTerms['pickupPoint']
  onChange: (field: CustomerInfoField, value: string) => void
  onPassword: (value: string) => void
  onSubmit: () => void
}

const FIELDS: {
  name: CustomerInfoField
  label: string
  autoComplete: string
  type?: string
  wide?: boolean
  optional?: boolean
  inputMode?: 'numeric' | 'tel' | 'email'
}[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', label: 'E-mail', autoComplete: 'email', type: 'email', inputMode: 'email' },
  { name: 'phone', label: 'Phone', autoComplete: 'tel', type: 'tel', inputMode: 'tel' },
]
const BILLING: typeof FIELDS = [
  { name: 'line1', label: 'Address', autoComplete: 'address-line1', wide: true },
  { name: 'line2', label: 'Apartment, suite (optional)', autoComplete: 'address-line2', wide: true, optional: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'zip', label: 'ZIP code', autoComplete: 'postal-code', inputMode: 'numeric' },
]

/** Step 3: contact and billing details (read-only for a signed-in customer), and a password for the new account. */
export function CustomerStep({
  customer,
  info,
  password,
  errors,
  accountExists,
  signInHref,
  pickup,
  onChange,
  onPassword,
  onSubmit,
}: Props) {
  const locked = (field: CustomerInfoField) => !!customer && !!customer.info[field]
  const field = (f: (typeof FIELDS)[number]) => {
    const id = `customer-${f.name}`
    const error = errors[f.name]
    return (
      <div key={f.name} className={`${parts.field} ${f.wide ? parts.fieldWide : ''}`}>
        <label htmlFor={id}>{f.label}</label>
        <input
          id={id}
          name={f.name}
          type={f.type ?? 'text'}
          inputMode={f.inputMode}
          autoComplete={f.autoComplete}
          value={info[f.name] ?? ''}
          readOnly={locked(f.name)}
          required={!f.optional}
          maxLength={f.name === 'zip' ? 5 : 120}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(f.name, e.target.value)}
        />
        {error && (
          <p id={`${id}-error`} className={parts.fieldError}>
            {error}
          </p>
        )}
      </div>
    )
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <form id={CUSTOMER_FORM_ID} className={parts.form} onSubmit={submit} noValidate>
      {customer ? (
        <p className={styles.notice}>
          Signed in as <strong>{customer.email}</strong>. Your details come from your account.
        </p>
      ) : (
        <p className={parts.muted}>
          Already reserved or have an account?{' '}
          <Link href={signInHref} prefetch={false}>
            Sign in
          </Link>{' '}
          and come straight back here.
        </p>
      )}
      <fieldset className={styles.fieldset}>
        <legend className={parts.sectionTitle}>Contact</legend>
        <div className={styles.fieldGrid}>
          {FIELDS.map(field)}
          <div className={parts.field}>
            <label htmlFor="customer-country">Country</label>
            <select id="customer-country" name="country" value="US" disabled aria-describedby="customer-country-note">
              <option value="US">United States</option>
            </select>
            <p id="customer-country-note" className={styles.hint}>
              We deliver in the United States only.
            </p>
          </div>
        </div>
        {accountExists && (
          <div className={parts.alert} role="alert">
            An account already uses <strong>{info.email}</strong>.{' '}
            <Link href={signInHref} prefetch={false}>
              Sign in to continue
            </Link>{' '}
            — you will come back to this step with your build.
          </div>
        )}
      </fieldset>

      {!customer && (
        <fieldset className={styles.fieldset}>
          <legend className={parts.sectionTitle}>Your Pebble account</legend>
          <div className={styles.fieldGrid}>
            <div className={`${parts.field} ${parts.fieldWide}`}>
              <label htmlFor="customer-password">Create a password</label>
              <input
                id="customer-password"
                name="password"
                type="password"
                autoComplete="new-password"
                value={password}
                minLength={10}
                required
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={`customer-password-hint${errors.password ? ' customer-password-error' : ''}`}
                onChange={(e) => onPassword(e.target.value)}
              />
              <p id="customer-password-hint" className={styles.hint}>
                {PASSWORD_RULE} You will use it to follow your order and pay the second deposit.
              </p>
              {errors.password && (
                <p id="customer-password-error" className={parts.fieldError}>
                  {errors.password}
                </p>
              )}
            </div>
          </div>
        </fieldset>
      )}

      <fieldset className={styles.fieldset}>
        <legend className={parts.sectionTitle}>Pickup</legend>
        <div className={styles.pickup}>
          <Img image={pickup.map} sizes="(min-width: 1024px) 240px, 45vw" className={styles.pickupImage} />
          <Img image={pickup.photo} sizes="(min-width: 1024px) 240px, 45vw" className={styles.pickupImage} />
          <div className={styles.pickupText}>
            <strong>{pickup.name}</strong>
            <address>
              {pickup.address.split('\n').map((line) => (
                <span key={line}>
                  {line}
                  <br />
                </span>
              ))}
            </address>
            {pickup.phone && <a href={`tel:${pickup.phone.replace(/[^\d+]/g, '')}`}>{pickup.phone}</a>}
            {pickup.mapsUrl && (
              <a href={pickup.mapsUrl} target="_blank" rel="noopener noreferrer">
                Open in Maps<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            )}
          </div>
        </div>
        <p className={styles.hint}>
          Every Pebble is handed over at our delivery center, with a walkthrough of your trailer.
        </p>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={parts.sectionTitle}>Billing address</legend>
        <div className={styles.fieldGrid}>
          {BILLING.slice(0, 3).map(field)}
          <div className={parts.field}>
            <label htmlFor="customer-state">State</label>
            <select
              id="customer-state"
              name="state"
              value={info.state ?? ''}
              disabled={locked('state')}
              required
              aria-invalid={errors.state ? true : undefined}
              aria-describedby={errors.state ? 'customer-state-error' : undefined}
              onChange={(e) => onChange('state', e.target.value)}
            >
              <option value="">Choose…</option>
              {Object.entries(US_STATES).map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
            {errors.state && (
              <p id="customer-state-error" className={parts.fieldError}>
                {errors.state}
              </p>
            )}
          </div>
          {field(BILLING[3])}
        </div>
      </fieldset>
      {/* Enter in any field submits; the visible button is the sticky bar's. */}
      <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
    </form>
  )
}
