/**
 * Editor-built forms (src/forms, the `form` block, Payload's form builder): the demo's
 * "Pebble Flow test-tow day" sign-up on /test-tow-day, posted as a browser without JavaScript posts
 * it (the page's own server-action form), each test from its own client addresses
 * (X-Forwarded-For: the test server trusts one proxy hop), because the limits live in the server.
 *
 * Covers: messages beside the fields and nothing stored for bad input; a valid submission stored
 * (normalised) and mailed to staff through the Outbox; who reads submissions (REST, GraphQL); no
 * direct creation through the CMS API; the CSV export; the honeypot; the rate limit; a redirect
 * confirmation; 20 submissions at once; a server killed with SIGKILL while submissions are in flight.
 */
import { randomBytes } from 'node:crypto'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startServer } from '../../scripts/lib/steps.mjs'
import { mailCount, mailsTo, waitForMail } from '../e2e/mail'
import { formWith, type HiddenForm } from './actors'
import { CookieJar, createCustomer, fakeAddress, graphql, signIn, staffAuth } from './auth-helpers'
import { api, BASE_URL, eventually, listDocs, staffLogin } from './helpers'
import { localSecrets, SECOND_SERVER_ENV } from './ops-servers'

const PAGE = '/test-tow-day'
const SUPPORT_ADDRESS = 'owners@pebble.example'
/** The editor's confirmation, rendered in place of the form (its text is also in every page's RSC payload). */
const CONFIRMED = 'data-form-confirmation'
const unique = () => randomBytes(4).toString('hex')

type Staff = Record<string, string>
let admin: Staff
let support: Staff
let editor: Staff
let form: HiddenForm
let formId: number
let customerJar: CookieJar

/** HTML text as a person reads it (entities undone). */
const readable = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

beforeAll(async () => {
  ;[admin, support, editor] = await Promise.all([staffAuth(), staffLogin('support'), staffLogin('editor')])
  customerJar = await signIn((await createCustomer('forms-reader')).email)
  const res = await api(PAGE)
  expect(res.status).toBe(200)
  const html = await res.text()
  form = formWith(html, 'preferred_date')
  formId = Number(/name="formId" value="(\d+)"/.exec(html)?.[1])
  expect(formId).toBeGreaterThan(0)
})

const valid = (name: string, extra: Record<string, string> = {}) => ({
  name,
  email: `  Visitor-${unique()}@Example.com `,
  phone: '415 555 0134',
  state: 'ca',
  preferred_date: '2027-04-10-bend',
  tow_vehicle: 'Rivian R1S',
  newsletter: 'on',
  ...extra,
})

/** Posts the form as a browser without JavaScript does, from `address`, to `base` (the suite's server by default). */
async function submit(
  values: Record<string, string>,
  { address = fakeAddress(), id = formId, base = BASE_URL } = {},
): Promise<{ status: number; location: string | null; html: string; ms: number }> {
  const body = new FormData()
  for (const [k, v] of form.hidden) body.append(k, v)
  body.append('formId', String(id))
  for (const [k, v] of Object.entries(values)) body.append(k, v)
  const t0 = Date.now()
  const res = await fetch(`${base}${PAGE}`, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: { origin: new URL(base).origin, accept: 'text/html', 'x-forwarded-for': address },
    signal: AbortSignal.timeout(30_000),
  })
  const html = await res.text()
  return { status: res.status, location: res.headers.get('location'), html: readable(html), ms: Date.now() - t0 }
}

const richText = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    children: [
      {
        type: 'paragraph',
        version: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        textFormat: 0,
        children: [{ type: 'text', version: 1, text, format: 0, mode: 'normal', style: '', detail: 0 }],
      },
    ],
  },
})

type Submission = { id: number; form: number; submissionData: { field: string; value: string }[]; createdAt: string }
/** The stored submissions whose name is `name` (staff read, through REST). */
const stored = (name: string, headers: Staff = admin) =>
  listDocs('form-submissions', `where[submissionData.value][equals]=${encodeURIComponent(name)}`, headers) as Promise<
    Submission[]
  >
/**
 * A valid submission from a fresh client address, and its mail to staff: mail goes out while its
 * request is answered, so once a later submission's has arrived an earlier one's would have too.
 */
async function laterSubmissionMailed() {
  const name = `Marker ${unique()}`
  const before = mailCount()
  expect((await submit(valid(name))).html).toContain(CONFIRMED)
  await eventually(async () => mailsTo(SUPPORT_ADDRESS, before).some((m) => m.text.includes(`Full name: ${name}`)))
}
const valuesOf = (s: Submission) => Object.fromEntries(s.submissionData.map((d) => [d.field, d.value]))

describe('form block: validation', () => {
  it('bad answers come back with a message beside each field; nothing is stored or mailed', async () => {
    const name = `Invalid ${unique()}`
    const before = mailCount()
    const res = await submit({
      name,
      email: 'not-an-address',
      phone: '123',
      state: 'ZZ',
      preferred_date: '2031-01-01-nowhere',
      tow_vehicle: 'x'.repeat(5001),
    })
    expect(res.status).toBe(200)
    expect(res.html).toContain('Please correct the highlighted fields. Nothing was sent yet.')
    const beside = (field: string, message: string) =>
      expect(res.html).toMatch(new RegExp(`id="[^"]*-${field}-error"[^>]*>${message.replace(/[.()]/g, '\\$&')}`))
    beside('email', 'Enter a valid e-mail address, like name@example.com.')
    beside('phone', 'Enter a US phone number with area code, like (415) 555-0134.')
    beside('state', 'Use the two-letter state code, like CA.')
    beside('preferred_date', 'Choose one of the preferred date options.')
    beside('tow_vehicle', 'That is too long (5,000 characters at most).')
    // The field points at its message for screen readers, and keeps what was typed.
    expect(res.html).toMatch(/name="email"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="email"/)
    expect(res.html).toContain('value="not-an-address"')
    expect(await stored(name)).toHaveLength(0)
    await laterSubmissionMailed()
    expect(mailsTo(SUPPORT_ADDRESS, before).filter((m) => m.text.includes(name))).toHaveLength(0)
  })

  it('required fields left empty are named; an unticked optional box is fine', async () => {
    const res = await submit({ name: '', email: '', phone: '', state: '', preferred_date: '', tow_vehicle: '' })
    expect(res.status).toBe(200)
    for (const message of ['Enter your full name.', 'Enter your e-mail address.', 'Choose your state.'])
      expect(res.html).toContain(message)
    expect(res.html).toContain('Choose one of the preferred date options.')
    // Phone, the note and the newsletter box are optional.
    expect(res.html).not.toMatch(/-phone-error"/)
    expect(res.html).not.toMatch(/-newsletter-error"/)
  })

  it('a form id that is not a form is a 404, not a 5xx; nothing stored', async () => {
    for (const id of [999_999, 0]) {
      const name = `Unknown ${unique()}`
      const res = await submit(valid(name), { id })
      expect(res.status).toBe(404)
      expect(await stored(name)).toHaveLength(0)
    }
  })
})

/** A published page (or a draft) showing form `id` in a form block, made by an editor; returns the page's id. */
async function showOnPage(id: number, status: 'published' | 'draft' = 'published'): Promise<number> {
  const slug = `form-page-${unique()}`
  const res = await api('/cms-api/pages', {
    method: 'POST',
    headers: editor,
    body: JSON.stringify({ title: `Form ${slug}`, slug, _status: status, content: [{ blockType: 'form', form: id }] }),
  })
  expect(res.status, await res.clone().text()).toBe(201)
  return ((await res.json()) as { doc: { id: number } }).doc.id
}

async function makeForm(extra: Record<string, unknown> = {}): Promise<number> {
  const made = await api('/cms-api/forms', {
    method: 'POST',
    headers: editor,
    body: JSON.stringify({
      title: `Made ${unique()}`,
      fields: [{ blockType: 'text', name: 'name', label: 'Name', required: true }],
      confirmationType: 'message',
      confirmationMessage: richText('Thanks.'),
      ...extra,
    }),
  })
  expect(made.status, await made.clone().text()).toBe(201)
  return ((await made.json()) as { doc: { id: number } }).doc.id
}

describe('only forms the site shows take submissions', () => {
  let id: number
  beforeAll(async () => {
    id = await makeForm()
  })

  const refused = async (label: string) => {
    const name = `${label} ${unique()}`
    const mails = mailCount()
    const res = await submit({ name }, { id })
    expect(res.status).toBe(404)
    // A kept submission and its mail to staff (queued in the Outbox, in the same transaction) would
    // both exist by the time the answer came: nothing to wait for.
    expect(await stored(name)).toHaveLength(0)
    expect(await listDocs('outbox', `where[text][contains]=${encodeURIComponent(name)}`, admin)).toHaveLength(0)
    expect(mailCount()).toBe(mails)
  }

  it('a form an editor made and placed on no page: 404, nothing stored, nothing mailed', async () => {
    await refused('Unplaced')
  })

  it('placed only on a draft page: still 404', async () => {
    const page = await showOnPage(id, 'draft')
    try {
      await refused('Draft')
    } finally {
      await api(`/cms-api/pages/${page}`, { method: 'DELETE', headers: editor })
    }
  })

  it('on a published page it takes submissions; once the page is gone, 404 again', async () => {
    const page = await showOnPage(id)
    let removed = false
    try {
      const name = `Shown ${unique()}`
      const res = await submit({ name }, { id })
      expect(res.status).toBe(200)
      expect(await stored(name)).toHaveLength(1)
      expect((await api(`/cms-api/pages/${page}`, { method: 'DELETE', headers: editor })).status).toBe(200)
      removed = true
      await refused('Removed')
    } finally {
      if (!removed) await api(`/cms-api/pages/${page}`, { method: 'DELETE', headers: editor })
    }
  })
})

describe('form block: a valid submission', () => {
  const name = `Valid ${unique()}`
  let before: number
  let submission: Submission

  beforeAll(async () => {
    before = mailCount()
    const res = await submit(valid(name))
    expect(res.status).toBe(200)
    expect(res.html).toContain(CONFIRMED)
    expect(res.html).toMatch(/data-form-confirmation[^>]*>[\s\S]*You're on the list\./)
    const docs = await stored(name)
    expect(docs).toHaveLength(1)
    submission = docs[0]
  })

  it('is stored once, normalised by the kit rules', () => {
    expect(submission.form).toBe(formId)
    expect(valuesOf(submission)).toMatchObject({
      name,
      email: expect.stringMatching(/^visitor-[0-9a-f]{8}@example\.com$/),
      phone: '(415) 555-0134',
      state: 'CA',
      preferred_date: 'Saturday, April 10, 2027 — Bend, OR',
      tow_vehicle: 'Rivian R1S',
      newsletter: 'Yes',
    })
  })

  it('is mailed to the support address (SMTP and the Outbox), never to the visitor', async () => {
    const mail = await waitForMail(SUPPORT_ADDRESS, {
      after: before,
      subject: new RegExp(`^Form "Pebble Flow test-tow day": submission #${submission.id}$`),
    })
    expect(mail.text).toContain(`Full name: ${name}`)
    expect(mail.text).toContain('Phone: (415) 555-0134')
    expect(mail.text).toContain('Preferred date: Saturday, April 10, 2027 — Bend, OR')
    // The outbox job records the delivery just after the SMTP server has taken the message.
    let outbox: Awaited<ReturnType<typeof listDocs>> = []
    await eventually(async () => {
      outbox = await listDocs('outbox', `where[subject][equals]=${encodeURIComponent(mail.subject)}`, admin)
      return outbox[0]?.transport === 'smtp'
    })
    expect(outbox).toHaveLength(1)
    expect(outbox[0]).toMatchObject({ to: SUPPORT_ADDRESS, transport: 'smtp' })
    expect(mailsTo(valuesOf(submission).email, before)).toHaveLength(0)
  })

  it('support and admin read it (REST and GraphQL); editors, customers and visitors do not', async () => {
    for (const staff of [admin, support]) {
      const res = await api(`/cms-api/form-submissions/${submission.id}?depth=0`, { headers: staff })
      expect(res.status).toBe(200)
      expect(valuesOf((await res.json()) as Submission).name).toBe(name)
    }
    const denied = [
      await api(`/cms-api/form-submissions/${submission.id}`, { headers: editor }),
      await api(`/cms-api/form-submissions/${submission.id}`),
      await customerJar.fetch(`/cms-api/form-submissions/${submission.id}`),
      await api('/cms-api/form-submissions?limit=5', { headers: editor }),
      await api('/cms-api/form-submissions?limit=5'),
    ]
    for (const res of denied) expect(res.status).toBe(403)

    const query = `{ FormSubmissions(where: { id: { equals: ${submission.id} } }) { docs { id submissionData { field value } } } }`
    const one = `{ FormSubmission(id: ${submission.id}) { id } }`
    for (const staff of [admin, support]) {
      const body = (await (await graphql(query, staff)).json()) as {
        data: { FormSubmissions: { docs: { id: number }[] } }
      }
      expect(body.data.FormSubmissions.docs.map((d) => d.id)).toEqual([submission.id])
    }
    for (const who of [editor, null, customerJar]) {
      for (const q of [query, one]) {
        const body = (await (await graphql(q, who)).json()) as {
          errors?: { extensions?: { statusCode?: number } }[]
        }
        expect(body.errors?.[0]?.extensions?.statusCode).toBe(403)
      }
    }
  })

  it('exports as CSV for support and admin: one column per field', async () => {
    const res = await api(`/cms-api/form-submissions/export.csv?form=${formId}`, { headers: support })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="pebble-form-submissions-/)
    const lines = (await res.text()).trim().split('\r\n')
    expect(lines[0]).toBe('id,submitted at,form,name,email,phone,state,preferred_date,tow_vehicle,newsletter')
    const row = lines.find((line) => line.startsWith(`${submission.id},`))
    expect(row).toContain(`,Pebble Flow test-tow day,${name},`)
    expect(row).toContain(',(415) 555-0134,CA,"Saturday, April 10, 2027 — Bend, OR",Rivian R1S,Yes')
    expect((await api('/cms-api/form-submissions/export.csv', { headers: admin })).status).toBe(200)
    expect((await api('/cms-api/form-submissions/export.csv', { headers: editor })).status).toBe(403)
    expect((await api('/cms-api/form-submissions/export.csv')).status).toBe(401)
    const bad = await api('/cms-api/form-submissions/export.csv?form=abc', { headers: support })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ error: '`form` must be a form id.' })
  })
})

describe('the CMS API is not a way around the form', () => {
  const forged = () => ({ form: formId, submissionData: [{ field: 'name', value: `Forged ${unique()}` }] })

  it('nobody creates submissions over REST or GraphQL, not even an admin', async () => {
    const post = { method: 'POST', body: JSON.stringify(forged()) }
    expect(
      (
        await customerJar.fetch('/cms-api/form-submissions', {
          ...post,
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(403)
    for (const headers of [{}, editor, support, admin]) {
      const res = await api('/cms-api/form-submissions', {
        ...post,
        headers: { ...headers, 'content-type': 'application/json' },
      })
      expect(res.status).toBe(403)
    }
    const mutation = 'mutation($data: mutationFormSubmissionInput!) { createFormSubmission(data: $data) { id } }'
    for (const who of [null, editor, admin]) {
      const body = (await (await graphql(mutation, who, { data: forged() })).json()) as {
        errors?: { extensions?: { statusCode?: number } }[]
      }
      expect(body.errors?.[0]?.extensions?.statusCode).toBe(403)
    }
  })

  it("visitors read a form's fields but not where its submissions are mailed; editors cannot choose that address", async () => {
    const res = await api(`/cms-api/forms/${formId}?depth=0`)
    expect(res.status).toBe(200)
    const doc = (await res.json()) as Record<string, unknown>
    expect(doc.title).toBe('Pebble Flow test-tow day')
    expect(doc).not.toHaveProperty('notifyTo')
    expect(doc).not.toHaveProperty('emails')
    for (const method of ['PATCH', 'DELETE'])
      expect((await api(`/cms-api/forms/${formId}`, { method })).status).toBe(403)

    const made = await api('/cms-api/forms', {
      method: 'POST',
      headers: editor,
      body: JSON.stringify({
        title: `Editor form ${unique()}`,
        notifyTo: 'editor-inbox@example.com',
        fields: [{ blockType: 'text', name: 'name', label: 'Name' }],
        confirmationType: 'message',
        confirmationMessage: richText('Thanks.'),
      }),
    })
    expect(made.status, await made.clone().text()).toBe(201)
    const id = ((await made.json()) as { doc: { id: number } }).doc.id
    const asAdmin = (await (await api(`/cms-api/forms/${id}`, { headers: admin })).json()) as { notifyTo?: string }
    expect(asAdmin.notifyTo ?? null).toBeNull()
    await api(`/cms-api/forms/${id}`, { method: 'DELETE', headers: admin })
  })

  it('refuses field names that cannot work and redirects off the site, with a 400 and a message', async () => {
    const base = {
      title: `Bad form ${unique()}`,
      confirmationType: 'message',
      confirmationMessage: richText('Thanks.'),
    }
    const badName = await api('/cms-api/forms', {
      method: 'POST',
      headers: editor,
      body: JSON.stringify({ ...base, fields: [{ blockType: 'text', name: 'your name', label: 'Name' }] }),
    })
    expect(badName.status).toBe(400)
    expect(await badName.text()).toContain('Use a name of letters, digits, - or _')
    const badRedirect = await api('/cms-api/forms', {
      method: 'POST',
      headers: editor,
      body: JSON.stringify({
        ...base,
        fields: [{ blockType: 'text', name: 'name', label: 'Name' }],
        confirmationType: 'redirect',
        redirect: { url: 'javascript:alert(1)' },
      }),
    })
    expect(badRedirect.status).toBe(400)
    expect(await badRedirect.text()).toContain('Use a path on this site')
  })
})

describe('spam protection', () => {
  it('a filled honeypot looks accepted, and stores and mails nothing', async () => {
    const name = `Bot ${unique()}`
    const before = mailCount()
    const res = await submit({ ...valid(name), company_website: 'http://spam.example' })
    expect(res.status).toBe(200)
    expect(res.html).toContain(CONFIRMED)
    await laterSubmissionMailed()
    expect(await stored(name)).toHaveLength(0)
    expect(mailsTo(SUPPORT_ADDRESS, before).filter((m) => m.text.includes(name))).toHaveLength(0)
  })

  it('one client address: 10 submissions an hour across forms; the 11th gets a message and is not stored', async () => {
    const address = fakeAddress()
    // Typing mistakes do not count.
    expect((await submit({ ...valid(`Typo ${unique()}`), email: 'nope' }, { address })).html).toContain(
      'Please correct the highlighted fields.',
    )
    for (let i = 1; i <= 10; i++) {
      const name = `Limit ${i} ${unique()}`
      const res = await submit(valid(name), { address })
      expect(res.html, `submission ${i}`).toContain(CONFIRMED)
      expect(await stored(name)).toHaveLength(1)
    }
    const name = `Limit 11 ${unique()}`
    const eleventh = await submit(valid(name), { address })
    expect(eleventh.status).toBe(200)
    expect(eleventh.html).toMatch(
      /You have sent this site's forms several times in a short time, so this one was not sent\. Please try again in \d+ minutes?\./,
    )
    expect(eleventh.html).not.toContain(CONFIRMED)
    expect(await stored(name)).toHaveLength(0)
    // Another address is not affected.
    expect((await submit(valid(`Other ${unique()}`))).html).toContain(CONFIRMED)
  })
})

describe('a redirect confirmation', () => {
  it('sends the visitor where the editor chose (303), after storing the submission', async () => {
    const id = await makeForm({ confirmationType: 'redirect', redirect: { url: '/reserve' } })
    const page = await showOnPage(id)
    try {
      const name = `Redirected ${unique()}`
      const res = await submit({ name }, { id })
      expect(res.status).toBe(303)
      expect(res.location).toBe('/reserve')
      const docs = await stored(name)
      expect(docs).toHaveLength(1)
      expect(docs[0].form).toBe(id)
    } finally {
      await api(`/cms-api/pages/${page}`, { method: 'DELETE', headers: editor })
    }
  })
})

describe('20 submissions at once', () => {
  it('each is answered, and stored exactly once', async () => {
    const names = Array.from({ length: 20 }, (_, i) => `Burst ${i} ${unique()}`)
    const t0 = Date.now()
    const answers = await Promise.all(names.map((name) => submit(valid(name))))
    const wall = Date.now() - t0
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      expect(answer.html).toContain(CONFIRMED)
    }
    const slowest = Math.max(...answers.map((a) => a.ms))
    console.info(`[forms] 20 concurrent submissions: all answered in ${wall} ms (slowest ${slowest} ms)`)
    expect(slowest).toBeLessThan(20_000)
    const all = await listDocs('form-submissions', `where[form][equals]=${formId}`, admin)
    for (const name of names) expect(all.filter((d) => valuesOf(d as Submission).name === name)).toHaveLength(1)
  }, 60_000)
})

// A second server on the same database and build, killed with SIGKILL while submissions are in flight,
// then started again: every submission it acknowledged must be there, once.
describe('kill -9 while submissions are being written', () => {
  const PORT = Number(new URL(BASE_URL).port) + 51
  const url = `http://127.0.0.1:${PORT}`
  type Server = Awaited<ReturnType<typeof startServer>>
  let server: Server | null = null
  const start = async () =>
    (server = (await startServer({
      port: PORT,
      env: {
        ...localSecrets(),
        ...SECOND_SERVER_ENV,
        DATA_DIR: process.env.TEST_DATA_DIR!,
        NEXT_PUBLIC_SERVER_URL: url,
        TRUSTED_PROXY_HOPS: '1',
      },
      logFile: path.resolve(process.env.TEST_DATA_DIR ?? '.test-data', 'forms-killed-server.log'),
    })) as Server)

  beforeAll(async () => {
    await start()
    // Warm: the first render of a fresh server is slow.
    expect((await fetch(`${url}${PAGE}`)).status).toBe(200)
  }, 90_000)
  afterAll(async () => {
    await server?.stop()
  })

  it('loses no acknowledged submission and stores none twice', async () => {
    // A new submission every 40 ms; the server is killed the moment the 5th is acknowledged, so
    // later ones are cut off on their way in, mid-write or before their answer.
    const names: string[] = []
    const acknowledged = new Set<string>()
    const inFlight: Promise<void>[] = []
    let killed = false
    const kill = () => {
      if (killed) return
      killed = true
      process.kill(-server!.child.pid!, 'SIGKILL')
    }
    const deadline = Date.now() + 20_000
    while (!killed && Date.now() < deadline) {
      const name = `Killed ${names.length} ${unique()}`
      names.push(name)
      inFlight.push(
        submit(valid(name), { base: url })
          .then((res) => {
            if (killed || res.status !== 200 || !res.html.includes(CONFIRMED)) return
            acknowledged.add(name)
            if (acknowledged.size >= 5) kill()
          })
          .catch(() => undefined),
      )
      // pacing: the rhythm of the stream of submissions the kill lands in; it waits for nothing
      await new Promise((r) => setTimeout(r, 40))
    }
    kill()
    await Promise.all(inFlight)
    await new Promise((r) =>
      server!.child.exitCode !== null || server!.child.signalCode !== null ? r(null) : server!.child.once('exit', r),
    )
    console.info(`[forms] kill -9: ${acknowledged.size} of ${names.length} submissions acknowledged before the kill`)
    expect(acknowledged.size).toBeGreaterThanOrEqual(5)
    expect(acknowledged.size).toBeLessThan(names.length)

    await start()
    const all = (await listDocs('form-submissions', `where[form][equals]=${formId}`, admin)) as Submission[]
    for (const name of names) {
      const count = all.filter((d) => valuesOf(d).name === name).length
      expect(count, name).toBeLessThanOrEqual(1)
      if (acknowledged.has(name)) expect(count, name).toBe(1)
    }
    // The restarted server takes submissions again at once.
    const after = await submit(valid(`After kill ${unique()}`), { base: url })
    expect(after.html).toContain(CONFIRMED)
  }, 180_000)
})
