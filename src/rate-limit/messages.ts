/**
 * What a person reads when a limit applies. Apart from policies.ts because the sign-in page's
 * client code shows these too, and policies.ts reaches the server-only store (Redis, env).
 */
const MINUTE = 60_000

/** Whole minutes to wait, at least 1. */
export const minutes = (ms: number) => Math.max(1, Math.ceil(ms / MINUTE))

/** The message a person sees when a sign-in limit applies. */
export const tooManyAttempts = (retryAfterMs: number) => {
  const n = minutes(retryAfterMs)
  return `Too many attempts — try again in ${n} minute${n === 1 ? '' : 's'}.`
}

/** The message beside an editor-built form (a page's form block) when its limit applies. */
export const tooManyFormSubmissions = (retryAfterMs: number) => {
  const n = minutes(retryAfterMs)
  return `You have sent this site's forms several times in a short time, so this one was not sent. Please try again in ${n} minute${n === 1 ? '' : 's'}.`
}
