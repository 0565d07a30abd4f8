import type { PayloadRequest, TaskConfig } from 'payload'

import { jobWaiting } from './data'
import { RECOMPUTE_TASK, TELL_TASK } from './job-slugs'
import { recomputeWindows } from './recompute'
import { tellWindowMoves } from './tell'

/**
 * The delivery windows' two jobs, run by the site's job runner (content/publishing/jobs.ts):
 * recompute every window after a change that decides them, and tell the buyers whose window
 * moved, two minutes later.
 */
export const DELIVERY_TASKS: TaskConfig[] = [
  {
    slug: RECOMPUTE_TASK,
    retries: 2,
    inputSchema: [{ name: 'reason', type: 'text', required: true }],
    handler: async ({ input, req }) => {
      await recomputeWindows(req.payload, (input as { reason: string }).reason)
      return { output: {} }
    },
  },
  {
    slug: TELL_TASK,
    retries: 2,
    inputSchema: [{ name: 'toldLineId', type: 'number', required: true }],
    handler: async ({ input, req }) => {
      await tellWindowMoves(req.payload, (input as { toldLineId: number }).toldLineId)
      return { output: {} }
    },
  },
]

/**
 * Queues a recompute, in the caller's transaction (`req`): it runs once the change is kept. A
 * change with a reason staff gave (the plan) always queues its own; the rest (a cancellation, a
 * paid deposit, a trim change) join a recompute that already waits.
 */
export async function queueRecompute(req: PayloadRequest, reason: string, { own = true } = {}) {
  if (!own && (await jobWaiting(req.payload, RECOMPUTE_TASK, req))) return
  await req.payload.jobs.queue({ task: RECOMPUTE_TASK, input: { reason }, req })
}
