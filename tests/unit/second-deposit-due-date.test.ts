import { describe, expect, it } from 'vitest'

import { dueDateFromDay, isOverdue, reminderStageAt, stagesThrough } from '@/commerce/second-deposit/due-date'

const due = '2027-03-10T00:00:00.000Z'
const at = (iso: string) => new Date(iso)

describe('the second deposit calendar', () => {
  it('reads only real days', () => {
    expect(dueDateFromDay('2027-03-10')).toBe(due)
    for (const bad of ['2027-02-30', '2027-3-10', '10/03/2027', '', '2027-03-10T00:00:00Z'])
      expect(dueDateFromDay(bad), bad).toBeNull()
  })

  it('reaches 7 days, 1 day and overdue at the day boundaries (UTC)', () => {
    expect(reminderStageAt(due, at('2027-03-02T23:59:59.999Z'))).toBeNull()
    expect(reminderStageAt(due, at('2027-03-03T00:00:00.000Z'))).toBe('reminder7SentAt')
    expect(reminderStageAt(due, at('2027-03-08T23:59:59.999Z'))).toBe('reminder7SentAt')
    expect(reminderStageAt(due, at('2027-03-09T00:00:00.000Z'))).toBe('reminder1SentAt')
    // The due day itself is not overdue; the day after is.
    expect(reminderStageAt(due, at('2027-03-10T23:59:59.999Z'))).toBe('reminder1SentAt')
    expect(isOverdue(due, at('2027-03-10T23:59:59.999Z'))).toBe(false)
    expect(reminderStageAt(due, at('2027-03-11T00:00:00.000Z'))).toBe('overdueSentAt')
  })

  it('marks the earlier stages with the one mailed', () => {
    expect(stagesThrough('reminder7SentAt')).toEqual(['reminder7SentAt'])
    expect(stagesThrough('overdueSentAt')).toEqual(['reminder7SentAt', 'reminder1SentAt', 'overdueSentAt'])
  })
})
