#!/usr/bin/env node
// A local SMTP server for tests: accepts every message and appends it, parsed, as one JSON line
// to a file, so tests read the real mail the site sent (tests/e2e/mail.ts, tests/integration/mail.ts).
//   node scripts/lib/smtp-catcher.mjs --port 2525 --file .test-data/sqlite/mail.jsonl
// Prints `listening <port>` once ready (port 0 = any free port).
// A test makes the server fail for chosen recipients by listing them, one a line, in `<file>.refuse`:
// their RCPT TO gets a temporary 451, as from a mail server that is down; removing them recovers.
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs'

import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`)
  return at > -1 ? process.argv[at + 1] : fallback
}
const port = Number(arg('port', '0'))
const file = arg('file', 'mail.jsonl')
writeFileSync(file, '')

const addresses = (field) =>
  field ? (Array.isArray(field) ? field : [field]).flatMap((a) => a.value.map((v) => v.address?.toLowerCase())) : []

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(address, _session, callback) {
    const refuse = `${file}.refuse`
    const refused = existsSync(refuse) ? readFileSync(refuse, 'utf8').toLowerCase().split('\n') : []
    if (refused.includes(address.address.toLowerCase())) {
      const error = new Error('Mail service temporarily unavailable (test)')
      error.responseCode = 451
      return callback(error)
    }
    callback()
  },
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const record = {
          receivedAt: new Date().toISOString(),
          envelopeTo: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          from: mail.from?.text ?? '',
          to: addresses(mail.to),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          attachments: (mail.attachments ?? []).map((a) => ({
            filename: a.filename ?? '',
            contentType: a.contentType ?? '',
            content: a.content?.toString('utf8') ?? '',
          })),
        }
        appendFileSync(file, JSON.stringify(record) + '\n')
        callback()
      })
      .catch(callback)
  },
})

server.listen(port, '127.0.0.1', () => console.log(`listening ${server.server.address().port}`))
const stop = () => server.close(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
