import Link from 'next/link'

import { PasswordChangeForm } from '@/auth/password'
import { requireCustomer } from '@/auth/session/current-customer'

import { portalPaths } from '@/kit/paths'
import { Card, Screen } from '@/kit/screen/Screen'
import styles from './account.module.css'
import { AccountForm } from './AccountForm'
import { pendingEmailChange } from './email-change'
import { accountValues } from './values'

/** /customer-portal/account: the customer's details, and (from the auth feature) the password. */
export async function AccountScreen() {
  const customer = await requireCustomer(portalPaths.account)
  const pendingEmail = await pendingEmailChange(customer)
  const initial = accountValues(customer)
  return (
    <Screen
      eyebrow="Account"
      title="Your details"
      intro={<p>We use these for your reservation, your delivery appointment and the paperwork at handover.</p>}
    >
      <div className={styles.layout}>
        <Card title="Contact and address" id="details">
          <AccountForm initial={initial} pendingEmail={pendingEmail} />
        </Card>
        <div className={styles.side}>
          <Card title="Password" id="password">
            <PasswordChangeForm email={customer.email} />
          </Card>
          <Card title="Good to know" headingLevel="h2">
            <p className={styles.sideText}>
              Your name and address go on the purchase agreement, so keep them as they appear on your driver’s licence.
              For marketing e-mail and SMS, see <Link href={portalPaths.preferences}>Preferences</Link>.
            </p>
          </Card>
        </div>
      </div>
    </Screen>
  )
}
