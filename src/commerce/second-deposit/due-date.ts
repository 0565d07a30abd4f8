/**
 * THE second deposit's calendar: a due date is a whole UTC day, stored as its midnight; the
 * deposit is overdue once that day has passed. Reminders go 7 days and 1 day before it and once
 * when it is overdue: the most urgent stage reached is the one mailed (a call made 3 days before
 * the due date sends no 7-day reminder).
 */
const DAY_MS = 24 * 60 * 60_000

export const REMINDER_STAGES = ['reminder7SentAt', 'reminder1SentAt', 'overdueSentAt'] as const
export type ReminderStage = (typeof REMINDER_STAGES)[number]

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** A `YYYY-MM-DD` day as the ISO midnight stored, or null when it is no real date. */
export function dueDateFromDay(day: string): string | null {
  if (!DAY.test(day)) return null
  const at = new Date(`${day}T00:00:00.000Z`)
  return Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== day ? null : at.toISOString()
}

export const isOverdue = (dueDate: string, now: Date) => now.getTime() >= Date.parse(dueDate) + DAY_MS

/** The reminder stage `now` has reached for a deposit due on `dueDate`, or null (more than 7 days to go). */
export function reminderStageAt(dueDate: string, now: Date): ReminderStage | null {
  const due = Date.parse(dueDate)
  if (isOverdue(dueDate, now)) return 'overdueSentAt'
  if (now.getTime() >= due - DAY_MS) return 'reminder1SentAt'
  if (now.getTime() >= due - 7 * DAY_MS) return 'reminder7SentAt'
  return null
}

/** The stage and every earlier one: what is marked sent when `stage` is mailed. */
export const stagesThrough = (stage: ReminderStage) => REMINDER_STAGES.slice(0, REMINDER_STAGES.indexOf(stage) + 1)
