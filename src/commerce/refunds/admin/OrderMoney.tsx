'use client'

import { Banner, toast, useDocumentInfo } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import { CancelActions } from './CancelActions'
import { StageAction } from './StageAction'
import type { MoneyView } from './money-view'
import { MoneyHeadline } from './MoneyHeadline'
import { MoneyTimeline } from './MoneyTimeline'
import styles from './OrderMoney.module.css'
import { PaymentsTable } from './PaymentsTable'
import { RefundForm } from './RefundForm'
import { dollars, staffRequest } from './staff-request'

/**
 * The money of an order as staff see it (the server's view, money-view.ts): its state in words,
 * disputes as emergencies, the payments in dollars, the refund and cancel actions that apply, each
 * behind a confirmation, and the timeline. After an action everything is read again, no reload.
 */
export function OrderMoney() {
  const { id } = useDocumentInfo()
  const router = useRouter()
  const [view, setView] = useState<MoneyView | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [picked, setPicked] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)

  // Read again whenever `reads` moves on (after each action).
  const [reads, setReads] = useState(0)
  useEffect(() => {
    if (!id) return
    let current = true
    void staffRequest<MoneyView>(`/orders/${id}/money`).then((answer) => {
      if (!current) return
      if (answer.ok) setView(answer.body)
      else setProblem(answer.message)
    })
    return () => {
      current = false
    }
  }, [id, reads])

  async function act(path: string, body: unknown, done: string) {
    setBusy(true)
    const answer = await staffRequest(path, body)
    setBusy(false)
    if (!answer.ok) {
      setProblem(answer.message)
      return
    }
    setProblem(null)
    setPicked(null)
    toast.success(done)
    setReads((n) => n + 1)
    // The form's own fields (status, deposits) are read again too.
    router.refresh()
  }

  if (!id) return null
  if (!view)
    return problem ? (
      <Banner type="error">
        <span role="alert">{problem}</span>
      </Banner>
    ) : null
  const payment = view.payments.find((p) => p.id === picked)

  return (
    <section className={styles.panel} aria-label="Order money">
      <MoneyHeadline view={view} />
      {problem && (
        <Banner type="error">
          <span role="alert">{problem}</span>
        </Banner>
      )}
      <PaymentsTable payments={view.payments} canRefund={view.refund.allowed} picked={picked} onPick={setPicked} />
      {!view.refund.allowed && view.refund.why && (
        <p className={styles.muted} aria-label="Why there is no refund">
          {view.refund.why}
        </p>
      )}
      {payment && (
        <RefundForm
          key={payment.id}
          view={view}
          payment={payment}
          busy={busy}
          onClose={() => setPicked(null)}
          onRefund={(body) => act(`/orders/${id}/refund`, body, `Refunded ${dollars(body.amount)}.`)}
        />
      )}
      {view.cancel.allowed ? (
        <CancelActions
          view={view}
          busy={busy}
          onCancel={(body) =>
            act(`/orders/${id}/cancel`, body, body.refund ? 'Order cancelled.' : 'Order cancelled, nothing refunded.')
          }
        />
      ) : (
        view.status !== 'cancelled' &&
        view.cancel.why &&
        view.cancel.why !== view.refund.why && <p className={styles.muted}>{view.cancel.why}</p>
      )}
      <StageAction
        view={view}
        busy={busy}
        onMove={(to) => act(`/orders/${id}/stage`, { to }, `Order moved to “${view.stage.nextLabel}”.`)}
      />
      <MoneyTimeline entries={view.timeline} />
    </section>
  )
}
