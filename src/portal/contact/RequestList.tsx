import { SUPPORT_STATUS_LABELS, type SupportStatus } from '@/support/statuses'
import type { SupportRequest } from '@/payload-types'

import { formatDate } from '../format'
import { Badge, type Tone } from '@/kit/screen/Screen'
import styles from './contact.module.css'

const TONE: Record<SupportStatus, Tone> = { open: 'attention', 'in-progress': 'neutral', resolved: 'good' }

/** The customer's past messages, newest first, each with its status. */
export function RequestList({ requests }: { requests: SupportRequest[] }) {
  if (requests.length === 0)
    return <p className={styles.empty}>No messages yet. Anything you send appears here with its status.</p>
  return (
    <ol className={styles.requests} aria-label="Your messages">
      {requests.map((request) => {
        const order =
          request.relatedOrder && typeof request.relatedOrder === 'object' ? request.relatedOrder.number : null
        return (
          <li key={request.id} className={styles.request} data-request-id={request.id}>
            <div className={styles.requestHead}>
              <h3 className={styles.requestSubject}>{request.subject}</h3>
              <Badge tone={TONE[request.status]}>{SUPPORT_STATUS_LABELS[request.status]}</Badge>
            </div>
            <p className={styles.requestMeta}>
              #{request.id} · {formatDate(request.createdAt)}
              {order ? ` · Order ${order}` : ''}
            </p>
            <p className={styles.requestMessage}>{request.message}</p>
          </li>
        )
      })}
    </ol>
  )
}
