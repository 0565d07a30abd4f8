import type { PayloadRequest } from 'payload'

import { env } from '@/config/env'
import { formatLongDate } from '@/content/dates'
import { portalPaths } from '@/kit/paths'
import { sendMail } from '@/mail/send'
import type { Customer, Order } from '@/payload-types'

import { formatUSDCents } from '../pricing/money'
import type { ReminderStage } from './due-date'

type Kind = 'call' | ReminderStage

const SUBJECTS: Record<Kind, (number: string) => string> = {
  call: (n) => `Your second deposit for ${n} is due`,
  reminder7SentAt: (n) => `Reminder: your second deposit for ${n} is due in 7 days`,
  reminder1SentAt: (n) => `Reminder: your second deposit for ${n} is due tomorrow`,
  overdueSentAt: (n) => `Your second deposit for ${n} is overdue`,
}

const OPENINGS: Record<Kind, string> = {
  call: 'Production slots are opening, and yours is next: it is time for the second deposit.',
  reminder7SentAt: 'A reminder: your second deposit is due in 7 days.',
  reminder1SentAt: 'A reminder: your second deposit is due tomorrow.',
  overdueSentAt: 'Your second deposit is now overdue. Please pay it soon to keep your build slot.',
}

/**
 * The call for the second deposit and its reminders: the amount, the due date and a link to pay.
 * Queued with `req`, in the transaction that records the call or the reminder.
 */
export async function sendSecondDepositMail(order: Order, customer: Customer, kind: Kind, req: PayloadRequest) {
  const due = formatLongDate(order.secondDeposit?.dueDate)
  await sendMail(
    req.payload,
    {
      to: customer.email,
      subject: SUBJECTS[kind](order.number),
      content: {
        heading: `Hi ${customer.name.split(' ')[0]},`,
        paragraphs: [OPENINGS[kind]],
        rows: [
          { label: 'Order', value: order.number },
          { label: 'Second deposit', value: formatUSDCents(order.secondDeposit?.amount ?? 0), strong: true },
          { label: 'Due date', value: due },
        ],
        action: {
          label: 'Pay the second deposit',
          href: `${env.serverUrl}${portalPaths.secondDepositFor(order.number)}`,
        },
        after: ['Questions about your build slot? Reply to this e-mail or write to us from your portal.'],
      },
    },
    req,
  )
}
