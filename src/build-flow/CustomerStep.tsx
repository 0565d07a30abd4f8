'use client'

import Link from 'next/link'
import type { FormEvent } from 'react'

import type { CustomerInfoField } from '@/commerce/orders/customer-info'
import { AddressFields } from '@/kit/forms/fields/AddressFields'
import { CheckboxField } from '@/kit/forms/fields/CheckboxField'
import { ContactFields } from '@/kit/forms/fields/ContactFields'
import { PasswordField } from '@/kit/forms/fields/PasswordField'
import { SelectField } from '@/kit/forms/fields/SelectField'
import formStyles from '@/kit/forms/forms.module.css'

import styles from './CustomerStep.module.css'
import parts from './FlowParts.module.css'
import { Img } from '@/commerce/ui/Img'
import { CUSTOMER_FORM_ID } from './steps'
import type { BuildCustomer, BuildTerms } from './types'

type Props = {
  customer: BuildCustomer
  info: Record<string, string>
  password: string
  productNews: boolean
  onProductNews: (value: boolean) => void
  errors: Record<string, string>
  accountExists: boolean
  signInHref: string
  pickup: BuildTerms['pickupPoint']
  onChange: (field: CustomerInfoField, value: string) => void
  onPassword: (value: string) => void
  onSubmit: () => void
}

/** Step 3: contact and billing details (read-only for a signed-in customer), and a password for the new account. */
export function CustomerStep({
  customer,
  info,
  password,
  productNews,
  onProductNews,
  errors,
  accountExists,
  signInHref,
  pickup,
  onChange,
  onPassword,
  onSubmit,
}: Props) {
  const group = {
    form: 'customer',
    values: info,
    errors,
    requiredMark: false,
    // The blocks name their own fields; each is one of the order's customer fields.
    onChange: (name: string, value: string) => onChange(name as CustomerInfoField, value),
    locked: (name: string) => !!customer && !!customer.info[name as CustomerInfoField],
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
        <div className={formStyles.grid}>
          <ContactFields {...group} names="split" phone="required" />
          <SelectField
            form="customer"
            name="country"
            label="Country"
            required
            requiredMark={false}
            options={[{ value: 'US', label: 'United States' }]}
            value="US"
            disabled
            hint="We deliver in the United States only."
          />
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
          <PasswordField
            purpose="new"
            form="customer"
            name="password"
            label="Create a password"
            required
            requiredMark={false}
            value={password}
            onChange={(e) => onPassword(e.target.value)}
            error={errors.password}
            note="You will use it to follow your order and pay the second deposit."
          />
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
        <div className={formStyles.grid}>
          <AddressFields {...group} required />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={parts.sectionTitle}>News from Pebble</legend>
        <CheckboxField
          form="customer"
          name="productNews"
          label="Product news"
          checked={productNews}
          onChange={(e) => onProductNews(e.target.checked)}
          hint="About once a month: new features, colours and options. Leave it unticked and we only write about your order. You can change this any time in your portal’s preferences."
        >
          Send me product news by e-mail
        </CheckboxField>
      </fieldset>
      {/* Enter in any field submits; the visible button is the sticky bar's. */}
      <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
    </form>
  )
}
