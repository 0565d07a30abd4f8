import type { Payload } from 'payload'

import {
  jobWaiting,
  pruneLinesBefore,
  readChangedSince,
  readPlan,
  readWaiting,
  reservationKeys,
  saveLine,
  waitingJobInputs,
} from './data'
import { TELL_AFTER_MS, TELL_TASK } from './job-slugs'
import { encodeLines, indexLine, type IndexedLine, monthIn, newestLine, rememberLine } from './line'
import { lineFrom, withChanges } from './line-changes'
import { fromStored, type StoredPlanMonth } from './plan-rules'

/** Orders changed this long before the last line was read are read again: a change committed while it was read is never missed. */
const OVERLAP_MS = 60_000
/** Saved lines older than this are deleted, unless a waiting mail job compares against one. */
const KEEP_LINES_MS = 60 * 60_000
/** How many reservations are compared between two yields of the thread. */
const COMPARE_CHUNK = 2_000

const yieldThread = () => new Promise((resolve) => setImmediate(resolve))

/** How many reservations of `before` have another window in `after` (the reservations that left the line do not count). */
export async function countMoved(before: IndexedLine, after: IndexedLine): Promise<number> {
  const widened = before.windowMonths !== after.windowMonths
  let moved = 0
  let seen = 0
  for (const id of after.at.keys()) {
    const was = monthIn(before, id)
    if (was !== null && (widened || was !== monthIn(after, id))) moved++
    if (++seen % COMPARE_CHUNK === 0) await yieldThread()
  }
  return moved
}

// One recompute at a time in this process (the job runner may start two): each starts from the line
// the one before saved. Only one process runs jobs (content/publishing/jobs.ts).
let running: Promise<unknown> = Promise.resolve()
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const next = running.then(work, work)
  running = next.catch(() => undefined)
  return next
}

/**
 * Recomputes every waiting reservation's window. The line of reservations changes only where
 * orders changed, so it is the last saved line with the orders changed since then applied (the
 * first line reads them all); the plan is read as it is now. The new line is saved as one row.
 * When windows moved, the one job that tells their buyers two minutes later is queued (tell.ts),
 * unless one already waits: changes within those two minutes then make one mail with the final window.
 */
export function recomputeWindows(payload: Payload, reason: string) {
  return oneAtATime(async () => {
    const readAt = new Date()
    const plan = await readPlan(payload)
    const previous = await newestLine(payload)
    const lines = previous
      ? await withChanges(
          previous.lines,
          await readChangedSince(payload, new Date(Date.parse(previous.takenAt) - OVERLAP_MS)),
          (ids) => reservationKeys(payload, ids),
        )
      : await lineFrom(await readWaiting(payload))
    const saved = await indexLine(
      await saveLine(payload, {
        takenAt: readAt.toISOString(),
        reason,
        plan: fromStored(plan.months as StoredPlanMonth[]),
        windowMonths: plan.windowMonths ?? 2,
        lines: encodeLines(lines),
      }),
    )
    rememberLine(saved)
    const moved = previous ? await countMoved(previous, saved) : 0
    if (moved > 0 && !(await jobWaiting(payload, TELL_TASK)))
      await payload.jobs.queue({
        task: TELL_TASK,
        input: { toldLineId: previous!.id },
        waitUntil: new Date(Date.now() + TELL_AFTER_MS),
      })
    // Old lines go, but never the one a waiting mail job compares against (it may be days old).
    const baselines = await waitingJobInputs(payload, TELL_TASK, 'toldLineId')
    await pruneLinesBefore(payload, new Date(readAt.getTime() - KEEP_LINES_MS).toISOString(), baselines)
    return { reservations: saved.at.size, moved, lineId: saved.id }
  })
}
