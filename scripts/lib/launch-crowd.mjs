// A launch crowd: buyers walking the build flow at once — the build page, a quote, the order,
// the test provider's checkout and the confirmation page — with double submits and retries, the
// way real buyers click. The launch-day integration test and `npm run bench` both run it.
import { randomUUID } from 'node:crypto'

import { Agent, fetch as fetchThrough } from 'undici'

const SELECTIONS = [
  { trim: 'adventure', color: 'sage', options: ['bike-rack'] },
  { trim: 'adventure', color: 'sage', options: [] },
]
const PASSWORD = 'launch-day-pass-1'
const TIMEOUT_MS = 60_000

/** A buyer's details as the build flow's form sends them (a valid US address). */
export const buyerDetails = (email, firstName = 'Launch') => ({
  firstName,
  lastName: 'Buyer',
  email,
  phone: '(415) 555-0134',
  country: 'US',
  line1: '1 Market St',
  city: 'San Francisco',
  state: 'CA',
  zip: '94105',
})
const query = (s) => new URLSearchParams({ trim: s.trim, color: s.color, options: s.options.join(',') }).toString()

class CookieJar {
  cookies = new Map()
  take(res) {
    for (const line of res.headers.getSetCookie?.() ?? []) {
      const [pair] = line.split(';')
      const at = pair.indexOf('=')
      this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim())
    }
  }
  get header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }
  get signedIn() {
    return [...this.cookies.keys()].some((k) => k.includes('session-token'))
  }
}

export const percentile = (values, p) => {
  if (!values.length) return null
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

/**
 * Runs `reservations` reservations with `buyers` buyers at once. Each buyer's first reservation
 * makes a new account (and its answer signs the buyer in); the buyer's next ones are placed signed
 * in. Every `doubleSubmitEvery`-th order is sent twice at once, every `retryEvery`-th is sent
 * again after its answer (same placement key). `addressOf(buyer)` is the client address
 * (X-Forwarded-For; the server must trust one proxy hop).
 *
 * `connectFrom(buyer)` (optional) is a loopback address (127.x.y.z) each buyer's connections come
 * from: in front of nginx, whose per-address limits (connections, order pace) count the TCP peer,
 * a crowd sharing 127.0.0.1 is one client and is turned away; with their own addresses, as real
 * buyers have, it is many.
 *
 * `onStep(step)` is called as each step's answer has been read (the bench's CPU cost per step).
 *
 * `walk` is what each buyer does: `'whole'` (the default) the five steps above; `'placement'` only
 * what the build page's script sends to place an order (the quote, then the order with its
 * checkout session), no page and no payment: a reservation as the order's answer acknowledges it.
 *
 * Returns every answer by step, the acknowledged reservations (order answered 201) and the paid
 * ones, what went wrong (`problems`: 5xx answers and no answers; `refusals`: a step that answered
 * otherwise than a buyer walking on expects, which ends that reservation), and reservations per
 * second (paid ones on a whole walk, acknowledged ones on a placement).
 *
 * `arrivalsPerSecond` (optional) turns the crowd from a closed one (each of `buyers` starts their
 * next reservation the moment their last is answered, so the server's speed sets the pace) into an
 * open one: a new buyer arrives every 1/rate s, whatever the server is doing, and `buyers` is the
 * most at once (a buyer due while that many are busy waits for one to finish, and that wait counts
 * against the server). `fromArrival` is then each acknowledged reservation's time from the moment
 * its buyer was due to the order's answer: a server that cannot sustain the rate falls behind, and
 * those times grow with every arrival.
 */
export async function runCrowd({
  baseUrl,
  buyers,
  reservations,
  doubleSubmitEvery = 0,
  retryEvery = 0,
  addressOf = () => '127.0.0.1',
  connectFrom = undefined,
  tag = randomUUID().slice(0, 8),
  onStep = () => {},
  walk = 'whole',
  arrivalsPerSecond = 0,
}) {
  if (walk !== 'whole' && walk !== 'placement') throw new Error(`walk is 'whole' or 'placement', not ${walk}`)
  const origin = new URL(baseUrl).origin
  const steps = { build: [], quote: [], order: [], checkout: [], confirmation: [] }
  const statuses = Object.fromEntries(Object.keys(steps).map((k) => [k, {}]))
  const problems = []
  const refusals = []
  const acknowledged = []
  const fromArrival = []
  const paid = []
  let next = 0
  const started = Date.now()

  const agents = []
  /** The buyer's fetch: the process's own, or one whose connections come from the buyer's address. */
  function fetcherOf(index) {
    if (!connectFrom) return fetch
    const agent = new Agent({ localAddress: connectFrom(index) })
    agents.push(agent)
    return (url, init) => fetchThrough(url, { ...init, dispatcher: agent })
  }

  async function timed(buyer, step, url, init = {}) {
    const t0 = performance.now()
    let res
    try {
      res = await buyer.fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) })
    } catch (error) {
      statuses[step].network = (statuses[step].network ?? 0) + 1
      problems.push(`${step}: ${error.name === 'TimeoutError' ? `no answer in ${TIMEOUT_MS} ms` : error.message}`)
      return null
    }
    const body = await res.text()
    steps[step].push(performance.now() - t0)
    onStep(step)
    statuses[step][res.status] = (statuses[step][res.status] ?? 0) + 1
    if (res.status >= 500) problems.push(`${step}: ${res.status} ${body.slice(0, 200)}`)
    return { res, body }
  }

  /** A step answered, but not as a buyer walking on expects: the buyer stops this reservation here. */
  const refused = (step, answer) => refusals.push(`${step}: ${answer.res.status} ${answer.body.slice(0, 200)}`)

  async function reserve(buyer, n, due = performance.now()) {
    const selection = SELECTIONS[n % SELECTIONS.length]
    const headers = { 'x-forwarded-for': addressOf(buyer.index), cookie: buyer.jar.header }
    if (walk === 'whole') {
      const page = await timed(buyer, 'build', `${baseUrl}/build?${query(selection)}`, { headers })
      if (!page) return
      if (page.res.status !== 200) return refused('build', page)
    }
    const quote = await timed(buyer, 'quote', `${baseUrl}/api/build/quote?${query(selection)}`, { headers })
    if (!quote) return
    if (quote.res.status !== 200) return refused('quote', quote)

    const signedIn = buyer.jar.signedIn
    const placementKey = randomUUID()
    const order = {
      placementKey,
      selection,
      financing: { mode: 'full' },
      customer: buyerDetails(buyer.email),
      password: signedIn ? undefined : PASSWORD,
      acceptTerms: true,
    }
    const send = () =>
      timed(buyer, 'order', `${baseUrl}/api/build/orders`, {
        method: 'POST',
        headers: { ...headers, cookie: buyer.jar.header, origin, 'content-type': 'application/json' },
        body: JSON.stringify(order),
      })
    const twice = doubleSubmitEvery && n % doubleSubmitEvery === doubleSubmitEvery - 1
    const answers = twice ? await Promise.all([send(), send()]) : [await send()]
    const placed = answers.filter((a) => a?.res.status === 201)
    for (const a of placed) buyer.jar.take(a.res)
    // A double submit's twin told 409 (its twin placed the order) is no refusal: the twin's 201 is here.
    if (!placed.length) return answers.filter(Boolean).forEach((a) => refused('order', a))
    const first = JSON.parse(placed[0].body)
    for (const a of placed.slice(1)) {
      if (JSON.parse(a.body).orderId !== first.orderId)
        problems.push(`double submit of ${placementKey} made two orders`)
    }
    acknowledged.push({
      placementKey,
      orderId: first.orderId,
      orderNumber: first.orderNumber,
      paymentId: first.paymentId,
      email: buyer.email,
    })
    fromArrival.push(performance.now() - due)

    if (retryEvery && n % retryEvery === retryEvery - 1) {
      const again = await send()
      if (again?.res.status === 201 && JSON.parse(again.body).orderId !== first.orderId)
        problems.push(`retry of ${placementKey} made another order`)
    }

    if (walk === 'placement') return
    const reference = String(first.checkoutUrl).split('/').pop()
    const charge = await timed(buyer, 'checkout', `${baseUrl}/api/payments/test-checkout`, {
      method: 'POST',
      headers: { ...headers, origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ reference, card: '4242 4242 4242 4242' }).toString(),
    })
    if (!charge) return
    if (charge.res.status !== 303) return refused('checkout', charge)
    paid.push(first.orderId)
    const confirmation = await timed(
      buyer,
      'confirmation',
      new URL(charge.res.headers.get('location'), baseUrl).toString(),
      {
        headers: { ...headers, cookie: buyer.jar.header },
      },
    )
    if (confirmation && confirmation.res.status === 200 && !confirmation.body.includes(first.orderNumber))
      problems.push(`confirmation of ${first.orderNumber} does not show it`)
  }

  const newBuyer = (index) => ({
    index,
    email: `launch-${tag}-${index}@example.com`,
    jar: new CookieJar(),
    fetch: fetcherOf(index),
  })

  async function buyerLoop(index) {
    const buyer = newBuyer(index)
    for (;;) {
      const n = next++
      if (n >= reservations) return
      await reserve(buyer, n)
    }
  }

  /** The open crowd: buyer n is due at n/rate s; at most `buyers` are busy at once. */
  async function arrivals() {
    const busy = new Set()
    const t0 = performance.now()
    for (let n = 0; n < reservations; n++) {
      const due = t0 + (n * 1000) / arrivalsPerSecond
      const wait = due - performance.now()
      // pacing: the crowd arrives at its set rate
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
      while (busy.size >= buyers) await Promise.race(busy)
      const visit = reserve(newBuyer(n), n, due).finally(() => busy.delete(visit))
      busy.add(visit)
    }
    await Promise.all(busy)
  }

  if (arrivalsPerSecond > 0) await arrivals()
  else await Promise.all(Array.from({ length: Math.min(buyers, reservations) }, (_, i) => buyerLoop(i)))
  await Promise.all(agents.map((agent) => agent.close()))
  const seconds = (Date.now() - started) / 1000
  const summary = Object.fromEntries(
    Object.entries(steps).map(([step, ms]) => [
      step,
      { count: ms.length, p50: percentile(ms, 50), p99: percentile(ms, 99), statuses: statuses[step] },
    ]),
  )
  const reserved = walk === 'whole' ? paid.length : acknowledged.length
  return {
    seconds,
    acknowledged,
    paid,
    summary,
    problems,
    refusals,
    reservationsPerSecond: reserved / seconds,
    fromArrival: { p50: percentile(fromArrival, 50), p99: percentile(fromArrival, 99) },
  }
}

/** Requests `path` every `everyMs` until stopped; the latencies, and any answer that was not 200. */
export function probePage(baseUrl, path = '/charging', everyMs = 100) {
  const latencies = []
  const failures = []
  let running = true
  const loop = (async () => {
    while (running) {
      const t0 = performance.now()
      try {
        const res = await fetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(TIMEOUT_MS) })
        await res.arrayBuffer()
        if (res.status !== 200) failures.push(res.status)
      } catch (error) {
        failures.push(error.message)
      }
      latencies.push(performance.now() - t0)
      // pacing: a probe every `everyMs`
      await new Promise((r) => setTimeout(r, everyMs))
    }
  })()
  return {
    async stop() {
      running = false
      await loop
      return {
        count: latencies.length,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        max: latencies.length ? Math.max(...latencies) : null,
        failures,
      }
    },
  }
}
