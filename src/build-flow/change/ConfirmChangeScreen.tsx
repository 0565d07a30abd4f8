import { notFound } from 'next/navigation'

import { requireCustomer } from '@/auth/session/current-customer'
import { changeWithLink } from '@/commerce/changes/portal/actions'
import { CHANGE_LINK_INVALID, changeLinkLive, linkedChangeOf } from '@/commerce/changes/portal/change-link'
import { changeViewFor } from '@/commerce/changes/portal/change-view'
import { formatUSD } from '@/commerce/pricing/money'
import { describeConfiguration, repriceForOrder } from '@/commerce/pricing/reprice'
import { portalPaths } from '@/kit/paths'
import { Screen } from '@/kit/screen/Screen'

import styles from './ChangeConfigurator.module.css'
import { ConfirmChangeForm } from './ConfirmChangeForm'

type Query = Record<string, string | string[] | undefined>
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** /customer-portal/order-history/{number}/change/confirm?…&token=: the mailed link's page, for accounts without a password. */
export async function ConfirmChangeScreen({ number, query }: { number: string; query: Query }) {
  const token = first(query.token) ?? ''
  const customer = await requireCustomer(
    `${portalPaths.confirmChange(number)}?${new URLSearchParams(query as Record<string, string>)}`,
  )
  const view = await changeViewFor(customer, number)
  if (!view) notFound()
  const change = linkedChangeOf((name) => first(query[name]))
  const live = change !== null && (await changeLinkLive(customer, view.orderNumber, change, token))
  const repriced = change ? repriceForOrder(view.catalog, view.locked, change) : null
  return (
    <Screen
      eyebrow={`Order ${view.orderNumber}`}
      title="Confirm the change"
      back={{ href: portalPaths.order(view.orderNumber), label: 'Back to the order' }}
    >
      {!live || !change || !repriced ? (
        <p className={styles.note} role="status">
          {CHANGE_LINK_INVALID}
        </p>
      ) : (
        <div className={styles.summary}>
          <dl className={styles.prices}>
            <div>
              <dt>Your order now</dt>
              <dd>{describeConfiguration(view.locked)}</dd>
            </div>
            <div>
              <dt>With the change</dt>
              <dd>{describeConfiguration(repriced)}</dd>
            </div>
            <div>
              <dt>Price now</dt>
              <dd>{formatUSD(view.total)}</dd>
            </div>
            <div className={styles.difference}>
              <dt>Price with the change</dt>
              <dd>{formatUSD(change.total)}</dd>
            </div>
          </dl>
          <p className={styles.note}>
            Your deposits stay paid and nothing is charged now: the difference changes only what is left to pay at the
            handover.
          </p>
          <ConfirmChangeForm orderNumber={view.orderNumber} change={change} token={token} action={changeWithLink} />
        </div>
      )}
    </Screen>
  )
}
