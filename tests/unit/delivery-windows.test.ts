import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { planFill } from '@/commerce/delivery/admin/fill'
import { encodeLines, indexLine, monthIn, windowIn } from '@/commerce/delivery/line'
import { lineFrom, placeFor, withChanges } from '@/commerce/delivery/line-changes'
import { addMonths, windowLabel } from '@/commerce/delivery/months'
import { planProblem } from '@/commerce/delivery/plan-rules'
import { assignWindows, BEYOND_PLAN, inLine, type PlanMonth, type Reservation } from '@/commerce/delivery/windows'

const TRIMS = ['essential', 'adventure', 'expedition']

const planArb = fc.uniqueArray(fc.integer({ min: 0, max: 30 }), { minLength: 0, maxLength: 12 }).chain((offsets) =>
  fc.tuple(
    ...offsets.map((offset) =>
      fc.record({
        month: fc.constant(addMonths('2027-01', offset)),
        capacity: fc.dictionary(fc.constantFrom(...TRIMS), fc.integer({ min: 0, max: 6 })),
      }),
    ),
  ),
) as fc.Arbitrary<PlanMonth[]>

const queueArb = fc
  .array(
    fc.record({
      trim: fc.constantFrom(...TRIMS),
      paidAt: fc.integer({ min: 0, max: 40 }).map((day) => new Date(Date.UTC(2026, 0, 1 + day)).toISOString()),
    }),
    { maxLength: 120 },
  )
  .map((rows) => rows.map((row, i) => ({ ...row, id: i + 1, number: `PBL-${String(1000 + ((i * 7919) % 9000))}` })))

const ordered = (queue: Reservation[]) => [...queue].sort(inLine)

describe('delivery windows from the production plan', () => {
  it('no month ever holds more reservations of a trim than its capacity (fixed seeds)', () => {
    fc.assert(
      fc.property(planArb, queueArb, (plan, queue) => {
        const windows = assignWindows(plan, ordered(queue))
        const held = new Map<string, number>()
        for (const r of queue) {
          const { month } = windows.get(r.id)!
          if (month === BEYOND_PLAN) continue
          held.set(`${month}|${r.trim}`, (held.get(`${month}|${r.trim}`) ?? 0) + 1)
        }
        for (const [key, count] of held) {
          const [month, trim] = key.split('|')
          const capacity = plan.find((m) => m.month === month)?.capacity[trim!] ?? 0
          expect(count).toBeLessThanOrEqual(capacity)
        }
      }),
      { seed: 5101, numRuns: 400 },
    )
  })

  it('serves reservations in order: an earlier one never gets a later month, places count 1..n per trim (fixed seeds)', () => {
    fc.assert(
      fc.property(planArb, queueArb, (plan, queue) => {
        const line = ordered(queue)
        const windows = assignWindows(plan, line)
        for (const trim of TRIMS) {
          const ofTrim = line.filter((r) => r.trim === trim).map((r) => windows.get(r.id)!)
          ofTrim.forEach((w, i) => {
            expect(w.place).toBe(i + 1)
            expect(w.of).toBe(ofTrim.length)
          })
          const months = ofTrim.map((w) => (w.month === BEYOND_PLAN ? '9999-99' : w.month))
          expect(months).toEqual([...months].sort())
          // Full use: a later month is taken only when the earlier months of this trim are full.
          const taken = ofTrim.filter((w) => w.month !== BEYOND_PLAN).length
          const capacity = plan.reduce((sum, m) => sum + Math.max(0, m.capacity[trim] ?? 0), 0)
          expect(taken).toBe(Math.min(capacity, ofTrim.length))
        }
      }),
      { seed: 5102, numRuns: 400 },
    )
  })

  it('a cancellation ahead moves a reservation up, never back', () => {
    const plan: PlanMonth[] = [
      { month: '2027-03', capacity: { adventure: 1 } },
      { month: '2027-04', capacity: { adventure: 1 } },
    ]
    const queue: Reservation[] = [
      { id: 1, number: 'PBL-1', trim: 'adventure', paidAt: '2026-01-01T00:00:00.000Z' },
      { id: 2, number: 'PBL-2', trim: 'adventure', paidAt: '2026-01-01T00:00:00.000Z' },
      { id: 3, number: 'PBL-3', trim: 'adventure', paidAt: '2026-01-02T00:00:00.000Z' },
    ]
    expect([...assignWindows(plan, queue).values()].map((w) => w.month)).toEqual(['2027-03', '2027-04', BEYOND_PLAN])
    expect(assignWindows(plan, queue.slice(1)).get(3)).toEqual({ month: '2027-04', place: 2, of: 2 })
  })

  it('words a window across months and years', () => {
    expect(windowLabel('2027-03', 2)).toBe('March – April 2027')
    expect(windowLabel('2027-12', 2)).toBe('December 2027 – January 2028')
    expect(windowLabel('2027-05', 1)).toBe('May 2027')
  })
})

describe('how full the planned months are (the staff views)', () => {
  it('agrees with the window function month by month', () => {
    fc.assert(
      fc.property(planArb, queueArb, (plan, queue) => {
        const line = ordered(queue)
        const windows = assignWindows(plan, line)
        const lines: Record<string, number[]> = {}
        for (const r of line) (lines[r.trim] ??= []).push(r.id)
        const { months, beyond } = planFill({ plan, lines })
        for (const fill of months) {
          const inMonth = line.filter((r) => windows.get(r.id)!.month === fill.month).map((r) => r.id)
          expect(fill.orderIds.sort()).toEqual(inMonth.sort())
          for (const { held, capacity } of Object.values(fill.trims)) expect(held).toBeLessThanOrEqual(capacity)
        }
        for (const trim of TRIMS)
          expect(beyond[trim] ?? 0).toBe(
            line.filter((r) => r.trim === trim && windows.get(r.id)!.month === BEYOND_PLAN).length,
          )
      }),
      { seed: 5103, numRuns: 300 },
    )
  })
})

describe('the line after some orders changed', () => {
  const entryArb = (id: number) =>
    fc
      .record({
        trim: fc.constantFrom(...TRIMS),
        paidAt: fc.integer({ min: 0, max: 20 }).map((day) => new Date(Date.UTC(2026, 0, 1 + day)).toISOString()),
        waiting: fc.boolean(),
      })
      .map((e) => ({ ...e, id, number: `PB-${String(id).padStart(5, '0')}` }))
  const stateArb = fc
    .integer({ min: 0, max: 60 })
    .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => entryArb(i + 1))))

  it('is the line built from scratch, reading only the changed orders and their neighbours (fixed seeds)', async () => {
    await fc.assert(
      fc.asyncProperty(stateArb, fc.array(fc.nat(), { maxLength: 10 }), async (before, picks) => {
        const lines = await lineFrom(before)
        // Some orders change trim, deposit date or whether they wait; a few new ones join.
        const after = before.map((e) => ({ ...e }))
        const changed = new Set<number>()
        for (const [i, pick] of picks.entries()) {
          if (i % 3 === 2 || after.length === 0) {
            const id = after.length + 1
            after.push({
              id,
              number: `PB-${String(id).padStart(5, '0')}`,
              trim: TRIMS[pick % 3]!,
              paidAt: '2026-01-10T00:00:00.000Z',
              waiting: true,
            })
            changed.add(id)
            continue
          }
          const e = after[pick % after.length]!
          if (i % 3 === 0) e.waiting = !e.waiting
          else e.trim = TRIMS[(TRIMS.indexOf(e.trim) + 1) % 3]!
          changed.add(e.id)
        }
        const byId = new Map(after.map((e) => [e.id, e]))
        const updated = await withChanges(
          lines,
          after.filter((e) => changed.has(e.id)),
          async (ids) => new Map(ids.map((id) => [id, byId.get(id)!])),
        )
        const strip = (l: Record<string, number[]>) =>
          Object.fromEntries(Object.entries(l).filter(([, ids]) => ids.length))
        expect(strip(updated)).toEqual(strip(await lineFrom(after)))
      }),
      { seed: 5104, numRuns: 300 },
    )
  })
})

describe('the first line of a launch-sized crowd', () => {
  it('is every trim in reservation order, ties by order number, however many sorted runs it takes (fixed seed)', async () => {
    // 30,000 reservations, 5 per second of paying, numbered out of order: several sorted runs per trim.
    const entries = Array.from({ length: 30_000 }, (_, i) => ({
      id: i + 1,
      number: `PB-${String((i * 7919) % 30_000).padStart(6, '0')}`,
      trim: TRIMS[(i * 31) % 3]!,
      paidAt: new Date(Date.UTC(2026, 0, 1) + Math.floor(((i * 104_729) % 30_000) / 5) * 1000).toISOString(),
      waiting: i % 11 !== 0,
    }))
    const lines = await lineFrom(entries)
    for (const trim of TRIMS) {
      const expected = entries.filter((e) => e.waiting && e.trim === trim).sort(inLine)
      expect(lines[trim]).toEqual(expected.map((e) => e.id))
    }
  })
})

describe('a saved line, read back', () => {
  it('gives every order the window, place and month the window function gives it (fixed seeds)', async () => {
    await fc.assert(
      fc.asyncProperty(planArb, queueArb, async (plan, queue) => {
        const ordered = [...queue].sort(inLine)
        const assigned = assignWindows(plan, ordered)
        const lines = await lineFrom(ordered.map((r) => ({ ...r, waiting: true })))
        const line = await indexLine({ id: 1, takenAt: '', windowMonths: 2, plan, lines: encodeLines(lines) })
        for (const r of ordered) {
          const expected = assigned.get(r.id)!
          expect(windowIn(line, r.id)).toEqual({ trim: r.trim, ...expected })
          expect(monthIn(line, r.id)).toBe(expected.month)
        }
        expect(windowIn(line, 999_999)).toBeNull()
      }),
      { seed: 5105, numRuns: 200 },
    )
  })

  it('places a reservation that would join another trim’s line where a recompute would put it', async () => {
    const at = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString()
    const members = [1, 3, 5, 7].map((day) => ({ id: day, number: `PB-${day}`, trim: 'summit', paidAt: at(day) }))
    const keyAt = async (id: number) => members.find((m) => m.id === id)
    const ids = members.map((m) => m.id)
    expect(await placeFor(ids, { id: 9, number: 'PB-9', trim: 'summit', paidAt: at(4) }, keyAt)).toBe(2)
    expect(await placeFor(ids, { id: 9, number: 'PB-9', trim: 'summit', paidAt: at(9) }, keyAt)).toBe(4)
    expect(await placeFor(ids, { id: 9, number: 'PB-0', trim: 'summit', paidAt: at(1) }, keyAt)).toBe(0)
  })
})

describe('the production plan’s rules', () => {
  const trims = ['essential', 'adventure']
  it('names the field of the first problem, and passes a sound plan', () => {
    expect(planProblem([{ month: '2027-03', capacity: { adventure: 40, essential: 0 } }], trims)).toBeNull()
    expect(planProblem([{ month: '2027-3', capacity: {} }], trims)?.field).toBe('months[0].month')
    expect(
      planProblem(
        [
          { month: '2027-03', capacity: {} },
          { month: '2027-03', capacity: {} },
        ],
        trims,
      )?.field,
    ).toBe('months[1].month')
    expect(planProblem([{ month: '2027-03', capacity: { hovercraft: 1 } }], trims)?.field).toBe(
      'months[0].capacity.hovercraft',
    )
    expect(planProblem([{ month: '2027-03', capacity: { adventure: -1 } }], trims)?.field).toBe(
      'months[0].capacity.adventure',
    )
    expect(planProblem([{ month: '2027-03', capacity: { adventure: 0.5 } }], trims)?.message).toMatch(/whole/)
  })
})
