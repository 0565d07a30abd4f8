/**
 * Booking the handover of a ready order, as buyers do it on the order page (the form posted
 * without JavaScript): the slot's last place goes to exactly one of twenty buyers at once, the
 * confirmation carries a calendar invitation (.ics), a booking moves until 48 hours before, and
 * staff see each slot's bookings.
 */
import { randomUUID } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import { mailCount, mailsTo, waitForMail } from '../e2e/mail'
import { type Actor, customer, DEMO_PASSWORD, formWith } from './actors'
import { moveOrderTo, placeAndPay } from './deposit-helpers'
import { api, type ApiDoc, outboxSettled, staffLogin } from './helpers'

let admin: Record<string, string>
beforeAll(async () => {
  admin = await staffLogin('admin')
})

const HOUR = 3_600_000
const orderDoc = async (id: number): Promise<ApiDoc> =>
  (await (await api(`/cms-api/orders/${id}?depth=0`, { headers: admin })).json()) as ApiDoc

async function publishSlot(place: string, hoursAhead: number, capacity: number): Promise<ApiDoc> {
  const res = await api('/cms-api/handover-slots', {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({
      place,
      startsAt: new Date(Date.now() + hoursAhead * HOUR).toISOString(),
      minutes: 60,
      capacity,
      published: true,
    }),
  })
  expect(res.status, await res.clone().text()).toBe(201)
  return (await res.json()).doc
}

type ReadyBuyer = { email: string; orderId: number; orderNumber: string; actor: Actor; path: string }

/** A new buyer whose order staff moved to `ready`, signed in. */
async function readyBuyer(): Promise<ReadyBuyer> {
  const email = `it-handover-${randomUUID()}@example.com`
  const paid = await placeAndPay(email, 'adventure', '4242424242424242', DEMO_PASSWORD)
  await moveOrderTo(paid.orderId, 'ready', admin)
  let actor: Actor | undefined
  // The new account's password is stored just after the order (storePasswordSoon).
  for (let i = 0; i < 40 && !actor; i++) actor = await customer(email).catch(() => undefined)
  if (!actor) throw new Error('the new customer could not sign in')
  return { ...paid, actor, path: `/customer-portal/order-history/${paid.orderNumber}` }
}

const book = async (buyer: ReadyBuyer, html: string, slotId: number) =>
  buyer.actor.submit(buyer.path, formWith(html, 'slot'), { order: buyer.orderNumber, slot: String(slotId) })

const slotIdOf = (order: ApiDoc) => {
  const slot = order.handover?.slot
  return slot && typeof slot === 'object' ? slot.id : (slot ?? null)
}

describe('booking the handover', () => {
  it('the last place of a slot goes to exactly one of twenty buyers at once', async () => {
    const slot = await publishSlot(`Race studio ${randomUUID().slice(0, 8)}`, 24 * 7, 1)
    const buyers: ReadyBuyer[] = []
    // Made five at a time: the race is the booking, not the placement.
    for (let i = 0; i < 4; i++) buyers.push(...(await Promise.all(Array.from({ length: 5 }, readyBuyer))))
    const pages = await Promise.all(buyers.map((b) => b.actor.page(b.path)))
    for (const page of pages) expect(page.html).toContain(slot.place)

    const answers = await Promise.all(buyers.map((b, i) => book(b, pages[i].html, slot.id)))
    const won = answers.filter((a) => a.status === 303)
    expect(won).toHaveLength(1)
    for (const lost of answers.filter((a) => a.status !== 303)) {
      expect(lost.status).toBe(200)
      expect(lost.html).toContain('This time was just taken')
    }
    const orders = await Promise.all(buyers.map((b) => orderDoc(b.orderId)))
    expect(orders.filter((o) => slotIdOf(o) === slot.id)).toHaveLength(1)
    // Staff see the slot's booking.
    const staffView = await (
      await api(`/cms-api/handover-slots/${slot.id}?depth=0&joins[bookings][limit]=50`, { headers: admin })
    ).json()
    expect(staffView.bookings.docs).toHaveLength(1)
  }, 90_000) // twenty buyers are placed, paid and moved to ready first: about 10 s on a quiet machine

  it('the confirmation carries an .ics invitation; the booking moves until 48 hours before', async () => {
    const [first, second, soon] = await Promise.all([
      publishSlot(`Fremont studio ${randomUUID().slice(0, 8)}`, 24 * 5, 2),
      publishSlot(`Fremont studio ${randomUUID().slice(0, 8)}`, 24 * 6, 2),
      publishSlot(`Too soon ${randomUUID().slice(0, 8)}`, 24, 2),
    ])
    const buyer = await readyBuyer()
    const page = await buyer.actor.page(buyer.path)
    expect(page.html).toContain(first.place)
    expect(page.html).not.toContain(soon.place)
    const tooSoon = await book(buyer, page.html, soon.id)
    expect(tooSoon.html).toContain('This time cannot be booked any more')

    const mark = mailCount()
    const booked = await book(buyer, page.html, first.id)
    expect(booked.status, booked.html.slice(0, 300)).toBe(303)
    expect(slotIdOf(await orderDoc(buyer.orderId))).toBe(first.id)
    const mail = await waitForMail(buyer.email, { after: mark, subject: /handover is booked/ })
    const ics = (mail.attachments ?? []).find((a) => /calendar/.test(a.contentType) || a.filename.endsWith('.ics'))
    expect(ics, JSON.stringify(mail.attachments?.map((a) => a.contentType))).toBeDefined()
    expect(ics!.content).toContain('BEGIN:VEVENT')
    expect(ics!.content).toContain(`LOCATION:${first.place}`)
    expect(ics!.content).toContain(`DTSTART:${first.startsAt.replace(/[-:]/g, '').slice(0, 15)}Z`)

    const after = await buyer.actor.page(`${buyer.path}?booked=1`)
    expect(after.html).toContain('Booked. We sent you an e-mail')
    const moveMark = mailCount()
    const moved = await book(buyer, after.html, second.id)
    expect(moved.status).toBe(303)
    expect(slotIdOf(await orderDoc(buyer.orderId))).toBe(second.id)
    await waitForMail(buyer.email, { after: moveMark, subject: /handover is moved/ })

    // Staff bring the booked slot to within 48 hours: it no longer moves.
    const near = await api(`/cms-api/handover-slots/${second.id}`, {
      method: 'PATCH',
      headers: admin,
      body: JSON.stringify({ startsAt: new Date(Date.now() + 30 * HOUR).toISOString() }),
    })
    expect(near.status).toBe(200)
    const locked = await buyer.actor.page(buyer.path)
    expect(locked.html).toContain('less than 48 hours away')
    const refused = await book(buyer, after.html, first.id)
    expect(refused.html).toContain('less than 48 hours away')
    expect(slotIdOf(await orderDoc(buyer.orderId))).toBe(second.id)
  })

  it('staff moving a booked slot mail each of its buyers once, with the new time; cancelling it frees their booking', async () => {
    const slot = await publishSlot(`Staff move ${randomUUID().slice(0, 8)}`, 24 * 8, 2)
    const buyers = await Promise.all([readyBuyer(), readyBuyer()])
    for (const buyer of buyers) {
      const page = await buyer.actor.page(buyer.path)
      expect((await book(buyer, page.html, slot.id)).status).toBe(303)
    }
    await Promise.all(buyers.map((b) => outboxSettled(b.email)))

    // The schedule above the slots' list shows the day with who booked each place.
    const schedule = await api('/admin/collections/handover-slots', { headers: admin })
    const html = (await schedule.text()).replaceAll('<!-- -->', '')
    expect(html).toContain('Handover schedule, the next 14 days')
    const entry = html.slice(html.indexOf(slot.place))
    expect(entry).toContain('2 of 2 booked')
    for (const buyer of buyers) expect(entry).toContain(buyer.orderNumber)

    const marks = buyers.map((b) => mailsTo(b.email).length)
    const later = new Date(Date.now() + 24 * 9 * HOUR)
    later.setUTCMinutes(0, 0, 0)
    const moved = await api(`/cms-api/handover-slots/${slot.id}`, {
      method: 'PATCH',
      headers: admin,
      body: JSON.stringify({ startsAt: later.toISOString() }),
    })
    expect(moved.status, await moved.clone().text()).toBe(200)
    for (const [i, buyer] of buyers.entries()) {
      const mail = await waitForMail(buyer.email, { subject: /We moved your Pebble handover/ })
      const ics = (mail.attachments ?? []).find((a) => a.content.includes('BEGIN:VCALENDAR'))
      expect(ics!.content).toContain(`DTSTART:${later.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`)
      await outboxSettled(buyer.email)
      expect(mailsTo(buyer.email).slice(marks[i])).toHaveLength(1)
      expect(slotIdOf(await orderDoc(buyer.orderId))).toBe(slot.id)
    }
    // Only the place's capacity changing is no move: nobody is mailed.
    const quiet = buyers.map((b) => mailsTo(b.email).length)
    await api(`/cms-api/handover-slots/${slot.id}`, {
      method: 'PATCH',
      headers: admin,
      body: JSON.stringify({ capacity: 3 }),
    })

    const cancelled = await api(`/cms-api/handover-slots/${slot.id}`, {
      method: 'PATCH',
      headers: admin,
      body: JSON.stringify({ published: false }),
    })
    expect(cancelled.status).toBe(200)
    for (const [i, buyer] of buyers.entries()) {
      const mail = await waitForMail(buyer.email, { subject: /handover time is cancelled/ })
      expect(mail.attachments?.some((a) => a.content.includes('METHOD:CANCEL'))).toBe(true)
      await outboxSettled(buyer.email)
      // The cancellation only: the capacity change before it mailed nobody.
      expect(mailsTo(buyer.email).slice(quiet[i])).toHaveLength(1)
      expect(slotIdOf(await orderDoc(buyer.orderId))).toBeNull()
      expect((await buyer.actor.page(buyer.path)).html).toContain('Pick a time')
    }
  }, 90_000)
})
