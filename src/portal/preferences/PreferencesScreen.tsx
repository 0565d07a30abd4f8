import { requireCustomer } from '@/auth/session/current-customer'

import { portalPaths } from '@/kit/paths'
import { Card, Screen } from '@/kit/screen/Screen'
import uiStyles from '@/kit/screen/screen.module.css'
import { PREFERENCE_FIELDS, type PreferenceField } from './fields'
import { PreferencesForm } from './PreferencesForm'

/** /customer-portal/preferences: what the customer wants to hear from us, and how. */
export async function PreferencesScreen() {
  const customer = await requireCustomer(portalPaths.preferences)
  const initial = Object.fromEntries(
    PREFERENCE_FIELDS.map(({ name }) => [name, Boolean(customer.preferences?.[name])]),
  ) as Record<PreferenceField, boolean>
  return (
    <Screen
      eyebrow="Preferences"
      title="How we keep in touch"
      intro={
        <p>
          Messages about your order itself — receipts, deposits, refunds, your delivery appointment — always reach you.
          Everything else is up to you: each choice says what it sends. Product news is off unless you turn it on.
        </p>
      }
    >
      <div className={uiStyles.narrow}>
        <Card>
          <PreferencesForm initial={initial} hasPhone={Boolean(customer.phone)} />
        </Card>
      </div>
    </Screen>
  )
}
