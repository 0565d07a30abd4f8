/** The delivery windows' jobs (jobs.ts registers them). */
export const RECOMPUTE_TASK = 'recomputeDeliveryWindows'
export const TELL_TASK = 'tellWindowMoves'
/** A move's mail waits this long, so changes close together make one mail; the runner's tick (10 s) keeps it within two minutes. */
export const TELL_AFTER_MS = 100_000
/** An order joining the line: it takes a place behind the others and moves no one's window (the move mails leave it out). */
export const JOINED_THE_LINE = 'A new reservation joined the line.'
