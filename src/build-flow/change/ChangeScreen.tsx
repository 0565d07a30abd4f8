import { notFound } from 'next/navigation'

import { requireCustomer } from '@/auth/session/current-customer'
import { changeMyPebble, requestChangeLink } from '@/commerce/changes/portal/actions'
import { changeViewFor } from '@/commerce/changes/portal/change-view'
import { portalPaths } from '@/kit/paths'
import { Screen } from '@/kit/screen/Screen'

import { withOptimisedImages } from '@/commerce/ui/optimised-images'
import { ChangeConfigurator } from './ChangeConfigurator'
import styles from './ChangeConfigurator.module.css'

/** /customer-portal/order-history/{number}/change: the order's configuration, to change before its cutoff. */
export async function ChangeScreen({ number }: { number: string }) {
  const customer = await requireCustomer(portalPaths.changeOrder(number))
  const view = await changeViewFor(customer, number)
  if (!view) notFound()
  const { hasPassword, ...shown } = view
  return (
    <Screen
      eyebrow={`Order ${view.orderNumber}`}
      title="Change my Pebble"
      back={{ href: portalPaths.order(view.orderNumber), label: 'Back to the order' }}
    >
      {!view.allowed ? (
        <p className={styles.note} role="status">
          This order’s configuration can no longer change: changes were possible {view.until}. Write to the owner team
          if something is wrong.
        </p>
      ) : (
        <ChangeConfigurator
          view={{ ...shown, catalog: withOptimisedImages(shown.catalog) }}
          confirmBy={hasPassword ? 'password' : 'link'}
          action={hasPassword ? changeMyPebble : requestChangeLink}
        />
      )}
    </Screen>
  )
}
