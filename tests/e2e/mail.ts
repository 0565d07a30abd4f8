import { existsSync, readFileSync } from 'node:fs'

/**
 * The mail the site really sent, as received by the tests' SMTP catcher (scripts/lib/smtp-catcher.mjs,
 * started by scripts/test.mjs, which sets MAIL_CATCHER_FILE). Used by e2e and integration tests.
 */
export type CaughtMail = {
  receivedAt: string
  envelopeTo: string[]
  to: string[]
  from: string
  subject: string
  text: string
  html: string
  /** Files and calendar parts the message carried (an .ics invitation). */
  attachments?: { filename: string; contentType: string; content: string }[]
}

const file = () => {
  const path = process.env.MAIL_CATCHER_FILE
  if (!path)
    throw new Error(
      'MAIL_CATCHER_FILE is not set: run through scripts/test.mjs (or start scripts/lib/smtp-catcher.mjs and the server with SMTP_URL)',
    )
  return path
}

export function allMail(): CaughtMail[] {
  const path = file()
  if (!existsSync(path)) return []
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as CaughtMail)
}

/** A marker for "mail after this moment": pass it to waitForMail's `after`. */
export const mailCount = () => allMail().length

/**
 * Waits for the newest message to `to` that arrived after `after` (a mailCount() taken before the
 * action) and, if given, whose subject matches.
 */
export async function waitForMail(
  to: string,
  { after = 0, subject, timeoutMs = 15_000 }: { after?: number; subject?: RegExp; timeoutMs?: number } = {},
): Promise<CaughtMail> {
  const want = to.toLowerCase()
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    const found = allMail()
      .slice(after)
      .filter((m) => m.envelopeTo.includes(want) && (!subject || subject.test(m.subject)))
      .pop()
    if (found) return found
    await new Promise((r) => setTimeout(r, 150)) // poll: between reads of the catcher's file
  }
  throw new Error(`no mail to ${to}${subject ? ` matching ${subject}` : ''} within ${timeoutMs} ms`)
}

/** The first link in a mail whose path starts with `pathPrefix` (e.g. '/api/auth/callback/email'). */
export function linkIn(mail: CaughtMail, pathPrefix: string): string {
  for (const match of mail.text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    if (new URL(match[0]).pathname.startsWith(pathPrefix)) return match[0]
  }
  throw new Error(`no ${pathPrefix} link in "${mail.subject}":\n${mail.text}`)
}

/** Mails to `to` after `after`, for asserting that nothing (or exactly one thing) was sent. */
export const mailsTo = (to: string, after = 0) =>
  allMail()
    .slice(after)
    .filter((m) => m.envelopeTo.includes(to.toLowerCase()))
