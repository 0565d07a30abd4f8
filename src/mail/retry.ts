import { env } from '@/config/env'

/**
 * The outbox's retry rule. A failed attempt waits MAIL_RETRY_BASE_MS, then twice that, four
 * times…, capped at an hour; after MAIL_MAX_ATTEMPTS the message is marked failed for staff.
 * With the default base (30 s) eight attempts span about an hour.
 */
export const MAIL_MAX_ATTEMPTS = 8
const CAP_MS = 60 * 60_000

/** The wait after the `attempts`-th failed attempt (1-based). */
export const retryDelayMs = (attempts: number) => Math.min(CAP_MS, env.mailRetryBaseMs * 2 ** Math.max(0, attempts - 1))

/**
 * A message claimed (`sending`) for longer than this was taken by a runner that stopped before
 * recording the outcome (killed mid-send): it may be claimed again. Far longer than an SMTP send.
 */
export const SENDING_LEASE_MS = 2 * 60_000

/** How often each server runs the outbox job. */
export const OUTBOX_INTERVAL_MS = env.outboxIntervalMs
