'use client'

import { useAllFormFields, useDocumentInfo } from '@payloadcms/ui'
import { reduceFieldsToValues } from 'payload/shared'

import { formatDelta, formatUSD, formatUSDCents } from '@/commerce/pricing/money'
import type { Order } from '@/payload-types'

import { balanceAtDelivery } from '../snapshot'
import type { DepositStatus } from '../statuses'
import styles from './OrderSummary.module.css'

const when = (iso?: string | null) =>
  iso
    ? new Date(iso).toLocaleString('en-US', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'UTC',
      }) + ' UTC'
    : '—'

const DEPOSIT_WORDS: Record<DepositStatus, string> = {
  'not-due': 'not due yet',
  due: 'due',
  paid: 'paid',
  failed: 'payment failed',
  refunded: 'refunded (see the timeline)',
}

const UNPAID = new Set<DepositStatus>(['not-due', 'due', 'failed'])

/**
 * The top of an order in the admin: what was configured and what it costs, in dollars, with both
 * deposits, as the customer saw it. The raw fields (in cents) follow below for the rare edit. It
 * reads the form's values, so it follows the order when an action on the page (a refund, a
 * cancellation, a stage) has the form read again, without a reload.
 */
export function OrderSummary() {
  const [fields] = useAllFormFields()
  const { savedDocumentData } = useDocumentInfo()
  const order = reduceFieldsToValues(fields, true) as Partial<Order>
  if (!order.number || !order.pricing) return null
  const cancelled = order.status === 'cancelled'
  const { configuration, pricing } = order
  const lines: [string, string][] = [
    [`${configuration?.trim?.label ?? 'Trim'}`, formatUSD(pricing.trim)],
    [`Color: ${configuration?.color?.name ?? '—'}`, formatDelta(pricing.color)],
    ...(configuration?.options ?? [])
      .filter((option) => option.change !== 'included')
      .map((option): [string, string] => [
        `${option.change === 'removed' ? 'Removed' : 'Added'}: ${option.name}`,
        formatDelta(option.priceDelta),
      ]),
  ]
  const included = (configuration?.options ?? []).filter((option) => option.change === 'included')

  return (
    <section className={styles.summary} aria-label={`Order ${order.number} summary`}>
      <p className={styles.status}>
        Placed {when(savedDocumentData?.createdAt as string | undefined)}
        {cancelled && ' · cancelled'}
      </p>
      <table>
        <caption>Price breakdown</caption>
        <tbody>
          {lines.map(([label, amount]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{amount}</td>
            </tr>
          ))}
          <tr className={styles.total}>
            <th scope="row">Total price</th>
            <td>{formatUSD(pricing.total)}</td>
          </tr>
          <tr>
            <th scope="row">Destination and documentation fee</th>
            <td>{formatUSD(pricing.destinationFee)}</td>
          </tr>
          {order.firstDeposit && order.secondDeposit && !cancelled && (
            <tr>
              <th scope="row">Remaining at delivery, after both deposits</th>
              <td>{formatUSD(balanceAtDelivery(order as Order))}</td>
            </tr>
          )}
        </tbody>
      </table>
      {included.length > 0 && <p className={styles.included}>Included: {included.map((o) => o.name).join(', ')}</p>}
      <table>
        <caption>Deposits</caption>
        <tbody>
          {(['firstDeposit', 'secondDeposit'] as const).map((key) => {
            const deposit = order[key]
            return (
              <tr key={key}>
                <th scope="row">{key === 'firstDeposit' ? 'First deposit' : 'Second deposit'}</th>
                <td>
                  {deposit
                    ? // Refunds have their own moments: the timeline above has them.
                      [
                        formatUSDCents(deposit.amount),
                        deposit.status !== 'paid' &&
                          (cancelled && UNPAID.has(deposit.status)
                            ? 'never due: the order is cancelled'
                            : DEPOSIT_WORDS[deposit.status]),
                        deposit.paidAt ? `paid ${when(deposit.paidAt)}` : deposit.status === 'paid' && 'paid',
                      ]
                        .filter(Boolean)
                        .join(' · ')
                    : '—'}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </section>
  )
}
