'use client'

import { Banner, Pill } from '@payloadcms/ui'

import type { MoneyView } from './money-view'
import { moment } from '../words'
import styles from './OrderMoney.module.css'
import { dollars } from './staff-request'

const PILL = { success: 'success', info: 'light', warning: 'warning', error: 'error' } as const

/** The order's state in words at the top of its page, and each open dispute as an emergency. */
export function MoneyHeadline({ view }: { view: MoneyView }) {
  const open = view.disputes.filter((d) => d.status === 'open')
  return (
    <div className={styles.headline}>
      <div className={styles.state} role="status" aria-label="Order state">
        <Pill pillStyle={PILL[view.tone]} rounded>
          {view.statusLabel}
        </Pill>{' '}
        <strong>{view.headline}</strong>
      </div>
      {open.map((d) => (
        <Banner key={d.id} type="error" className={styles.dispute}>
          <span role="alert">
            <strong>
              Disputed: {dollars(d.amount)} of the {d.paymentLabel}.
            </strong>{' '}
            Reason: {d.reason}.{' '}
            {d.respondBy ? (
              <>
                Respond by <strong>{moment(d.respondBy)}</strong>, or the bank decides for the cardholder.
              </>
            ) : (
              'The provider gave no date to respond by.'
            )}{' '}
            No refund of this payment until the bank decides.{' '}
            <a href={d.link.href} target={d.link.href.startsWith('http') ? '_blank' : undefined} rel="noreferrer">
              {d.link.label}
            </a>
          </span>
        </Banner>
      ))}
    </div>
  )
}
