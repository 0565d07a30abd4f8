import Link from 'next/link'

import type { SignedInCustomer } from '@/auth/session/signed-in-customer'
import { SignOutButton } from '../sign-out/SignOutButton'
import styles from '@/kit/card-form/card-form.module.css'
import { FormMessage } from '@/kit/forms/FormMessage'

/** /sign-in for someone already signed in: carry on, or sign out (e.g. to switch accounts). */
export function SignedInPanel({ customer, callbackUrl }: { customer: SignedInCustomer; callbackUrl: string }) {
  return (
    <div className={styles.form}>
      <FormMessage tone="info">
        You are signed in as <strong>{customer.name}</strong> ({customer.email}).
      </FormMessage>
      <Link href={callbackUrl} className={styles.primary}>
        Continue
      </Link>
      <SignOutButton className={styles.secondary} callbackUrl="/sign-in?notice=signed-out" />
    </div>
  )
}
