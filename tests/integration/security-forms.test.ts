/**
 * Probes of the forms that send mail to an address a visitor types in (docs/security.md, "Forms
 * that send mail"), each as found and as fixed:
 *
 * - The public contact form mailed "We got your message", with the visitor's name and text, to any
 *   address, as often as asked. Now: 5 messages an hour per client address (then a message beside
 *   the form, nothing stored or sent), 3 acknowledgements a day per recipient (then the message is
 *   still stored for the team, but no mail goes to that address), and the acknowledgement carries
 *   neither the name nor the message.
 * - The newsletter box put an address on the list without asking its owner. Now double opt-in:
 *   pending until the mailed link's Confirm button is pressed, the same answer for every address,
 *   limits per client address and per recipient.
 *
 * Forms are posted as a browser without JavaScript posts them (the page's own server-action form),
 * each test from its own client address (X-Forwarded-For: the test server trusts one proxy hop) and
 * with its own recipients, because the limits live in the server process for the whole run.
 */
import { randomBytes } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import { linkIn, mailCount, mailsTo, waitForMail } from '../e2e/mail'
import { formWith, type HiddenForm } from './actors'
import { fakeAddress } from './auth-helpers'
import { api, BASE_URL, eventually, serverDatabase, staffLogin } from './helpers'

let staff: Record<string, string>
beforeAll(async () => {
  staff = await staffLogin('admin')
})

const unique = () => randomBytes(4).toString('hex')
const inbox = (prefix: string) => `${prefix}-${unique()}@example.com`

/** Posts a server-action form from a given client address, as a browser without JavaScript does. */
async function post(path: string, form: HiddenForm, values: Record<string, string>, address: string) {
  const body = new FormData()
  for (const [k, v] of form.hidden) body.append(k, v)
  for (const [k, v] of Object.entries(values)) body.append(k, v)
  const res = await api(path, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: { origin: BASE_URL, accept: 'text/html', 'x-forwarded-for': address },
  })
  return { status: res.status, html: await res.text() }
}

const page = async (path: string) => {
  const res = await api(path, { redirect: 'manual' })
  return { status: res.status, cacheControl: res.headers.get('cache-control') ?? '', html: await res.text() }
}

/** HTML text as a person reads it (entities undone, so apostrophes and dashes compare). */
const readable = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

// ------------------------------------------------------------------------------- contact form

describe('public contact form', () => {
  let form: HiddenForm
  beforeAll(async () => {
    form = formWith((await page('/contact')).html, 'message')
  })
  const message = (email: string, text: string, extra: Record<string, string> = {}) => ({
    subject: 'Something else',
    name: 'Visitor',
    email,
    phone: '',
    zip: '',
    message: text,
    privacy: 'on',
    ...extra,
  })
  /**
   * Sends a message that is acknowledged and waits for that mail: mail goes out while its request
   * is answered, so once a later request's has arrived an earlier one's would have too.
   */
  async function laterAcknowledgement() {
    const marker = inbox('contact-marker')
    const before = mailCount()
    await post('/contact', form, message(marker, `marker ${unique()}`), fakeAddress())
    await waitForMail(marker, { after: before, subject: /We got your message/ })
  }
  async function stored(text: string) {
    const res = await api(`/cms-api/support-requests?where[message][equals]=${encodeURIComponent(text)}&depth=0`, {
      headers: staff,
    })
    return ((await res.json()) as { docs: { id: number; email: string }[] }).docs
  }

  it('one client address: 5 messages an hour; the 6th gets a message beside the form, is not stored and mails nobody', async () => {
    const address = fakeAddress()
    for (let i = 1; i <= 5; i++) {
      const text = `limit probe ${i} ${unique()}`
      const res = await post('/contact', form, message(inbox('contact-address'), text), address)
      expect(res.status).toBe(200)
      expect(readable(res.html)).toContain('your message is on its way')
      expect(await stored(text)).toHaveLength(1)
    }
    const victim = inbox('contact-victim')
    const before = mailCount()
    const text = `limit probe 6 ${unique()}`
    const sixth = await post('/contact', form, message(victim, text), address)
    expect(sixth.status).toBe(200)
    expect(readable(sixth.html)).toMatch(
      /You have sent several messages in a short time, so this one was not sent\. Please try again in \d+ minutes?\./,
    )
    expect(await stored(text)).toHaveLength(0)

    // Another client address is not affected: its message is acknowledged (and that mail's arrival
    // is the moment to look for one to the victim).
    const otherInbox = inbox('contact-other')
    const other = await post('/contact', form, message(otherInbox, `other address ${unique()}`), fakeAddress())
    expect(readable(other.html)).toContain('your message is on its way')
    await waitForMail(otherInbox, { after: before, subject: /We got your message/ })
    expect(mailsTo(victim, before)).toHaveLength(0)
  })

  it('one recipient: 3 acknowledgements a day, from any addresses; later messages are stored for the team without one', async () => {
    const victim = inbox('contact-recipient')
    const before = mailCount()
    const texts: string[] = []
    for (let i = 1; i <= 4; i++) {
      const text = `recipient probe ${i} ${unique()}`
      texts.push(text)
      const res = await post('/contact', form, message(victim, text), fakeAddress())
      expect(res.status).toBe(200)
      // The same answer whether or not an acknowledgement went out.
      expect(readable(res.html)).toContain('your message is on its way')
      expect(await stored(text)).toHaveLength(1)
    }
    await laterAcknowledgement()
    expect(mailsTo(victim, before).filter((m) => /We got your message/.test(m.subject))).toHaveLength(3)
  })

  it('the acknowledgement carries neither the name nor the message, only our reference, the time and the subject', async () => {
    const victim = inbox('contact-spam')
    const before = mailCount()
    const spamName = 'Cheap watches at spam.example'
    const spamText = `Visit http://spam.example/offer for the best deals ${unique()}`
    const res = await post('/contact', form, message(victim, spamText, { name: spamName }), fakeAddress())
    expect(res.status).toBe(200)
    const [request] = await stored(spamText)
    const mail = await waitForMail(victim, { after: before, subject: /We got your message/ })
    expect(mail.subject).toBe(`We got your message (#${request.id})`)
    expect(mail.text).not.toContain('spam.example')
    expect(mail.text).not.toContain('Cheap watches')
    expect(mail.text).toMatch(/We received your message sent on [A-Z][a-z]+ \d{1,2}, \d{4} at \d{2}:\d{2} UTC/)
    expect(mail.text).toContain(`Your reference: #${request.id}`)
    expect(mail.text).toContain('Subject: Something else')
  })

  it('ticking the mailing list asks the address to confirm; it is not subscribed yet', async () => {
    const email = inbox('contact-list')
    const before = mailCount()
    await post('/contact', form, message(email, `mailing list ${unique()}`, { mailingList: 'on' }), fakeAddress())
    const mail = await waitForMail(email, { after: before, subject: /Confirm your Pebble newsletter subscription/ })
    expect(linkIn(mail, '/newsletter/confirm')).toMatch(/\?token=[a-f0-9]{64}$/)
    expect((await subscriber(email))?.status).toBe('pending')
  })
})

// ------------------------------------------------------------------------------- newsletter

type Subscriber = { id: number; email: string; status: 'pending' | 'confirmed'; confirmedAt?: string | null } & Record<
  string,
  unknown
>

async function subscriber(email: string): Promise<Subscriber | undefined> {
  const res = await api(`/cms-api/subscribers?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
    headers: staff,
  })
  return ((await res.json()) as { docs: Subscriber[] }).docs[0]
}

const CHECK_INBOX =
  'Almost there — check your inbox and open the link we sent to confirm. Already on the list? Then nothing changes.'
const CONFIRM_MAIL = /Confirm your Pebble newsletter subscription/

describe('newsletter sign-up (double opt-in)', () => {
  let signup: HiddenForm
  beforeAll(async () => {
    // The pre-footer's box on the home page (the footer's posts to the same action).
    signup = formWith((await page('/')).html, 'email')
  })
  const subscribe = (email: string, address = fakeAddress()) =>
    post('/', signup, { email, source: 'pre-footer' }, address)

  /**
   * Subscribes a fresh address from a fresh client address and waits for its link: mail goes out
   * while its request is answered, so once a later request's has arrived an earlier one's would have too.
   */
  async function laterConfirmation() {
    await pendingWithLink('news-marker')
  }

  /** Subscribes a fresh address and returns it with its confirmation link. */
  async function pendingWithLink(prefix: string) {
    const email = inbox(prefix)
    const before = mailCount()
    const res = await subscribe(email)
    expect(res.status).toBe(200)
    const link = linkIn(await waitForMail(email, { after: before, subject: CONFIRM_MAIL }), '/newsletter/confirm')
    return { email, link: new URL(link) }
  }

  it('subscribing stores the address as pending and mails a link; opening the link confirms nothing; its button does', async () => {
    const email = inbox('news')
    const before = mailCount()
    const res = await subscribe(email)
    expect(res.status).toBe(200)
    expect(readable(res.html)).toContain(CHECK_INBOX)

    const row = await subscriber(email)
    expect(row).toMatchObject({ email, status: 'pending', source: 'pre-footer' })
    // The link's hash and expiry are for server code only: not even staff read them through the API.
    expect(row).not.toHaveProperty('confirmTokenHash')
    expect(row).not.toHaveProperty('confirmTokenExpires')

    const mail = await waitForMail(email, { after: before, subject: CONFIRM_MAIL })
    expect(mail.text).toContain('The link works for 7 days')
    const link = new URL(linkIn(mail, '/newsletter/confirm'))
    expect(link.origin).toBe(new URL(BASE_URL).origin)
    expect(link.searchParams.get('token')).toMatch(/^[a-f0-9]{64}$/)

    // Opening the link (as a mail scanner would) shows the button and changes nothing.
    const opened = await page(link.pathname + link.search)
    expect(opened.status).toBe(200)
    expect(opened.cacheControl).toBe('private, no-store')
    expect(readable(opened.html)).toContain(`Press the button to confirm that ${email} wants the Pebble newsletter.`)
    expect(opened.html).not.toMatch(/googletagmanager|connect\.facebook\.net/)
    expect((await subscriber(email))?.status).toBe('pending')

    const confirmed = await post(
      link.pathname + link.search,
      formWith(opened.html, 'token'),
      { token: link.searchParams.get('token')! },
      fakeAddress(),
    )
    expect(confirmed.status).toBe(200)
    expect(readable(confirmed.html)).toContain(`Confirmed: ${email} is on the Pebble newsletter list.`)
    const after = await subscriber(email)
    expect(after?.status).toBe('confirmed')
    expect(Date.parse(String(after?.confirmedAt))).toBeGreaterThan(Date.now() - 60_000)

    // Opening it again says so, rather than "invalid".
    expect(readable((await page(link.pathname + link.search)).html)).toContain(
      `Confirmed: ${email} is on the Pebble newsletter list.`,
    )
  })

  it('the export (the mailing list) holds confirmed subscribers only', async () => {
    const { email: pending } = await pendingWithLink('news-export-pending')
    const { email: confirmedEmail, link } = await pendingWithLink('news-export-confirmed')
    const opened = await page(link.pathname + link.search)
    await post(
      link.pathname + link.search,
      formWith(opened.html, 'token'),
      { token: link.searchParams.get('token')! },
      fakeAddress(),
    )
    const csv = await (await api('/cms-api/subscribers/export.csv', { headers: staff })).text()
    expect(csv.split('\r\n')[0]).toBe('email,source,confirmed at')
    expect(csv).toContain(confirmedEmail)
    expect(csv).not.toContain(pending)
  })

  it('an unknown or malformed token: "not valid", nothing confirmed', async () => {
    for (const token of ['abc', 'f'.repeat(64), `${'a'.repeat(63)}'`, '']) {
      const res = await page(`/newsletter/confirm?token=${encodeURIComponent(token)}`)
      expect(res.status).toBe(200)
      expect(res.cacheControl).toBe('private, no-store')
      expect(readable(res.html)).toContain('This link is not valid.')
      expect(res.html).not.toContain('Confirm subscription')
    }
    expect((await page('/newsletter/confirm')).status).toBe(200)
  })

  it('an expired link: "expired" on the page and on its button; the address stays pending; signing up again mails a new link', async () => {
    const { email, link } = await pendingWithLink('news-expired')
    const opened = await page(link.pathname + link.search)
    const form = formWith(opened.html, 'token')
    // Seven days later, in the database: the link's expiry passes.
    const payload = await serverDatabase()
    const row = await subscriber(email)
    await payload.update({
      collection: 'subscribers',
      id: row!.id,
      data: { confirmTokenExpires: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })

    const res = await page(link.pathname + link.search)
    expect(readable(res.html)).toContain('This link has expired: confirmation links work for 7 days.')
    // A page opened before the expiry, submitted after it.
    const late = await post(
      link.pathname + link.search,
      form,
      { token: link.searchParams.get('token')! },
      fakeAddress(),
    )
    expect(late.status).toBe(200)
    expect(readable(late.html)).toContain('This link has expired')
    expect((await subscriber(email))?.status).toBe('pending')

    const before = mailCount()
    await subscribe(email)
    const fresh = new URL(
      linkIn(await waitForMail(email, { after: before, subject: CONFIRM_MAIL }), '/newsletter/confirm'),
    )
    expect(fresh.searchParams.get('token')).not.toBe(link.searchParams.get('token'))
    expect(readable((await page(fresh.pathname + fresh.search)).html)).toContain('Press the button to confirm')
  })

  it('no enumeration: new, pending and confirmed addresses get the same answer; a confirmed one gets no mail', async () => {
    const { email, link } = await pendingWithLink('news-enum')
    const opened = await page(link.pathname + link.search)
    await post(
      link.pathname + link.search,
      formWith(opened.html, 'token'),
      { token: link.searchParams.get('token')! },
      fakeAddress(),
    )
    expect((await subscriber(email))?.status).toBe('confirmed')

    const { email: pendingEmail } = await pendingWithLink('news-enum-pending')
    const answers = []
    const before = mailCount()
    for (const address of [email, email.toUpperCase(), pendingEmail, inbox('news-enum-new')]) {
      const res = await subscribe(address)
      expect(res.status).toBe(200)
      answers.push(readable(res.html).includes(CHECK_INBOX))
    }
    expect(answers).toEqual([true, true, true, true])
    await waitForMail(pendingEmail, { after: before, subject: CONFIRM_MAIL })
    await laterConfirmation()
    expect(mailsTo(email, before)).toHaveLength(0)
    expect((await subscriber(email))?.status).toBe('confirmed')
  })

  it('re-subscribing a pending address re-sends the link (the old one stops working), at most 3 links a day per recipient', async () => {
    const email = inbox('news-resend')
    const start = mailCount()
    const links = () => mailsTo(email, start).filter((m) => CONFIRM_MAIL.test(m.subject))
    const nthLink = async (n: number) => {
      await eventually(async () => links().length >= n)
      return new URL(linkIn(links()[n - 1], '/newsletter/confirm'))
    }
    await subscribe(email)
    const first = await nthLink(1)
    await subscribe(email, fakeAddress())
    const second = await nthLink(2)
    expect(second.searchParams.get('token')).not.toBe(first.searchParams.get('token'))
    expect(readable((await page(first.pathname + first.search)).html)).toContain('This link is not valid.')
    expect(readable((await page(second.pathname + second.search)).html)).toContain('Press the button to confirm')

    await subscribe(email, fakeAddress())
    await nthLink(3)
    const fourth = await subscribe(email, fakeAddress())
    expect(fourth.status).toBe(200)
    expect(readable(fourth.html)).toContain(CHECK_INBOX)
    await laterConfirmation()
    expect(links()).toHaveLength(3)
    // The third link still works: the fourth request changed nothing.
    const third = await nthLink(3)
    expect(readable((await page(third.pathname + third.search)).html)).toContain('Press the button to confirm')
  })

  it('one client address: 10 sign-ups an hour; then a message beside the box, nothing stored or mailed', async () => {
    const address = fakeAddress()
    for (let i = 0; i < 10; i++)
      expect(readable((await subscribe(inbox('news-address'), address)).html)).toContain(CHECK_INBOX)
    const email = inbox('news-address-over')
    const before = mailCount()
    const res = await subscribe(email, address)
    expect(res.status).toBe(200)
    expect(readable(res.html)).toMatch(/Too many sign-ups from your network\. Please try again in \d+ minutes?\./)
    await laterConfirmation()
    expect(await subscriber(email)).toBeUndefined()
    expect(mailsTo(email, before)).toHaveLength(0)
  })

  it('a bad address: a message beside the field, never a 500', async () => {
    for (const email of ['not-an-address', '', 'a@-b.example', `${'x'.repeat(260)}@example.com`]) {
      const res = await subscribe(email)
      expect(res.status).toBe(200)
      expect(readable(res.html)).toMatch(/Enter (a valid|your) e-mail address|too long/)
    }
  })
})
