/** The delivery windows' jobs (jobs.ts registers them). */
export const RECOMPUTE_TASK = 'recomputeDeliveryWindows'
export const TELL_TASK = 'tellWindowMoves'
/** A move's mail waits this long, so changes close together make one mail; the runner's tick (10 s) keeps it within two minutes. */
export const TELL_AFTER_MS = 100_000
