import type { Payload } from 'payload'

import { jobWaiting, pruneLinesBefore, readPlan, readQueue, saveLine } from './data'
import { TELL_AFTER_MS, TELL_TASK } from './job-slugs'
import { indexLine, type IndexedLine, type Lines, newestLine, windowIn } from './line'
import { fromStored, type StoredPlanMonth } from './plan-rules'

/** Saved lines older than this are no longer anyone's baseline (a move's mail waits two minutes). */
const KEEP_LINES_MS = 60 * 60_000
/** How many reservations are compared between two yields of the thread. */
const COMPARE_CHUNK = 20_000

const yieldThread = () => new Promise((resolve) => setImmediate(resolve))

/** How many reservations of `before` have another window in `after` (the reservations that left the line do not count). */
export async function countMoved(before: IndexedLine, after: IndexedLine): Promise<number> {
  let moved = 0
  let seen = 0
  for (const id of after.at.keys()) {
    const was = windowIn(before, id)
    if (was && (was.month !== windowIn(after, id)!.month || before.windowMonths !== after.windowMonths)) moved++
    if (++seen % COMPARE_CHUNK === 0) await yieldThread()
  }
  return moved
}

/**
 * Recomputes every waiting reservation's window: reads the plan and the line (in chunks, sorted
 * by the database), saves the line as one row, and when windows moved, queues the one job that
 * tells their buyers two minutes later (tell.ts), unless such a job already waits: changes within
 * those two minutes then make one mail with the final window.
 */
export async function recomputeWindows(payload: Payload, reason: string, now = new Date()) {
  const [plan, queue] = [await readPlan(payload), await readQueue(payload)]
  const lines: Lines = {}
  for (const r of queue) (lines[r.trim] ??= []).push(r.id)
  const previous = await newestLine(payload)
  const saved = await saveLine(payload, {
    takenAt: now.toISOString(),
    reason,
    plan: fromStored(plan.months as StoredPlanMonth[]),
    windowMonths: plan.windowMonths ?? 2,
    lines,
  })
  const moved = previous ? await countMoved(previous, indexLine(saved)) : 0
  if (moved > 0 && !(await jobWaiting(payload, TELL_TASK)))
    await payload.jobs.queue({
      task: TELL_TASK,
      input: { toldLineId: previous!.id },
      waitUntil: new Date(now.getTime() + TELL_AFTER_MS),
    })
  await pruneLinesBefore(payload, new Date(now.getTime() - KEEP_LINES_MS).toISOString())
  return { reservations: queue.length, moved, lineId: saved.id }
}
