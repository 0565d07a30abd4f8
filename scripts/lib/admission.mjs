// Admission control for the work that costs the server the most: the build flow, payments, the
// portal, sign-in and the CMS. At most `limit` such requests are worked on at once; the rest wait
// here, in arrival order, before Next.js starts on them. Pages, assets and the spec's read API
// never wait in this line, so a launch crowd cannot make a content page slow: measured with 20
// buyers at once, `/charging` took up to 1.1–3.5 s without it.
//
// What a hostile client cannot do with it (docs/security.md, "Slow and greedy clients"):
// - hold a slot while it trickles its body: scripts/serve.mjs reads a body in full before the
//   request asks for a slot (scripts/lib/request-body.mjs);
// - take every slot from others: a client address over its share (`perClient` slots) is admitted
//   only to a slot nobody under their share is waiting for, so a crowd behind one address (an
//   office, a carrier's NAT) uses the whole line when it is alone, and anyone else who arrives
//   gets the next free slot; it may have at most `waitingPerClient` requests in line (more are
//   answered 429): 64, more than nginx lets one address have connections (32), because twenty
//   buyers behind one address, each in a heavy step and some double-clicking, are 24 requests at
//   once (at 20, the likeliest cause of a launch test's lost reservations);
// - jump the line: only well-formed purchase requests (isPurchase) go first;
// - fill the line with the heaviest reads it may make: the CMS API's reads by anyone but staff
//   (isPublicApiRead) share `publicApiSlots` slots, and the heavy ones use at most
//   `publicApiShare` of the server's time: after a read that took d ms, their slot stays shut for
//   (d − `publicApiFreeMs`) × (1 − share) / share ms. The site never needs them (it reads through
//   Payload's Local API); one slot alone still let four clients sending the heaviest allowed reads
//   (a 390 kB page of pages at depth 2, 180 ms of the one JavaScript thread each) make a
//   reservation's p99 4.9× idle. Small reads (a page of ten titles: 5–10 ms) go on at once.
//
// A request that waits longer than `maxWaitMs` is answered 503 (JSON, Retry-After) rather than
// left hanging.
//
// `observe` (optional) hears what an operator watches: the line's length and slots in use
// (`line(active, waiting)` on every change), each request's wait (`waited(ms, outcome)`: admitted,
// 0 ms when there was no line, timed_out or left) and each refusal (`refused(reason)`: per_client or timed_out).
const HEAVY = [
  /^\/api\/build\//,
  /^\/api\/payments\//,
  /^\/api\/auth\//,
  /^\/build(\/|$|\?)/,
  /^\/payments\//,
  /^\/customer-portal(\/|$|\?)/,
  /^\/cms-api(\/|$|\?)/,
  /^\/admin(\/|$|\?)/,
]
// Reads that cost little (cached data, no writes), even under the heavy prefixes.
const QUOTE = /^\/api\/build\/quote(\?|$)/
const LIGHT = [/^\/api\/popup-data(\?|$)/, QUOTE]

/**
 * A price quote: light, so it never waits behind the heavy requests, but it has a short line of
 * its own (scripts/serve.mjs): a burst of them at once (a launch crowd's first quotes, or one
 * client's flood) would otherwise hold the one JavaScript thread for their sum, and every page
 * with it. Only a GET: a request with a body could hold its place while trickling it.
 */
export const isQuickRead = (method, url) => (method === 'GET' || method === 'HEAD') && QUOTE.test(url)

/** Whether a request goes through the line: the heavy routes, and every other POST (server actions), but not the light reads. */
export function isHeavy(method, url) {
  if (LIGHT.some((re) => re.test(url))) return false
  if (HEAVY.some((re) => re.test(url))) return true
  return method !== 'GET' && method !== 'HEAD'
}

/**
 * A read of the CMS API (a REST GET, or a GraphQL query) by someone without a staff token: the
 * public's and customers' use of an API the site itself does not need. Media files are not reads
 * of this kind (pages show them); staff (the admin) keep the whole line.
 */
export function isPublicApiRead(req, carriesStaffToken) {
  if (carriesStaffToken) return false
  const url = req.url ?? ''
  if (req.method === 'GET' || req.method === 'HEAD') return /^\/cms-api\/(?!media\/file\/)/.test(url)
  return req.method === 'POST' && /^\/cms-api\/graphql(\?|$)/.test(url)
}

/** The calls that complete a purchase: placing the order and paying its deposit. */
const PURCHASE = [/^\/api\/build\/orders(\?|$)/, /^\/api\/payments\/test-checkout(\?|$)/]

/**
 * A purchase step worth putting first: a POST to a purchase call whose body (already read in
 * full) is a JSON object. On a launch, buyers already in the flow complete their reservation while
 * newcomers wait at the build page; a malformed or trickled request earns no place ahead.
 */
export function isPurchase(req, body) {
  if (req.method !== 'POST' || !PURCHASE.some((re) => re.test(req.url ?? ''))) return false
  if (!/^application\/json\b/i.test(req.headers?.['content-type'] ?? '') || !body?.length) return false
  try {
    const value = JSON.parse(body.toString('utf8'))
    return typeof value === 'object' && value !== null && !Array.isArray(value)
  } catch {
    return false
  }
}

const busy = (res, status, message, retryAfter) => {
  res.writeHead(status, {
    'content-type': 'application/json',
    'retry-after': String(retryAfter),
    'cache-control': 'no-store',
  })
  res.end(JSON.stringify({ error: message }))
}

const NO_OBSERVER = { line() {}, waited() {}, refused() {} }

/**
 * @typedef {{ line(active: number, waiting: number): void, waited(ms: number, outcome: string): void, refused(reason: string): void }} AdmissionObserver
 * @param {{ limit: number, maxWaitMs: number, perClient?: number, waitingPerClient?: number, publicApiSlots?: number, publicApiShare?: number, publicApiFreeMs?: number, observe?: AdmissionObserver | null | false }} options
 */
export function admission({
  limit,
  maxWaitMs,
  perClient = Math.max(1, Math.ceil(limit / 2)),
  waitingPerClient = 64,
  publicApiSlots = 1,
  publicApiShare = 0.25,
  publicApiFreeMs = 20,
  observe: observer = null,
}) {
  const observe = observer || NO_OBSERVER
  let active = 0
  let publicApiActive = 0
  let publicApiShutUntil = 0
  const roomFor = (entry) => !entry.publicApi || (publicApiActive < publicApiSlots && Date.now() >= publicApiShutUntil)
  /** After a public read of `elapsed` ms, its slot rests so that such reads take at most their share of the time. */
  const restPublicApi = (elapsed) => {
    const rest = (Math.max(0, elapsed - publicApiFreeMs) * (1 - publicApiShare)) / publicApiShare
    if (rest === 0) return
    publicApiShutUntil = Math.max(publicApiShutUntil, Date.now() + rest)
    setTimeout(admitWaiting, rest + 1).unref?.()
  }
  const waiting = []
  /** Per client address: slots held and places in line. */
  const clients = new Map()
  const clientOf = (key) => {
    let client = clients.get(key)
    if (!client) clients.set(key, (client = { active: 0, waiting: 0 }))
    return client
  }
  const forget = (key, client) => {
    if (client.active === 0 && client.waiting === 0) clients.delete(key)
  }
  const underShare = (client) => client.active < perClient
  /** The first in line whose client is under its share, else the first in line; purchases first either way. */
  const nextInLine = () => {
    for (const eligible of [(e) => roomFor(e) && underShare(e.client), roomFor]) {
      const urgent = waiting.findIndex((e) => e.urgent && eligible(e))
      const at = urgent >= 0 ? urgent : waiting.findIndex(eligible)
      if (at >= 0) return at
    }
    return -1
  }
  const someoneUnderShareWaits = () => waiting.some((e) => roomFor(e) && underShare(e.client))
  const admitWaiting = () => {
    while (active < limit) {
      const at = nextInLine()
      if (at < 0) return
      waiting.splice(at, 1)[0].admit()
    }
  }

  /**
   * Calls `run()` when admitted; the slot is freed when the response closes.
   * `client`: the client's address; `urgent`: a well-formed purchase step (isPurchase);
   * `publicApi`: a CMS API read by someone who is not staff (isPublicApiRead).
   */
  return function admit(req, res, run, { client: key = 'unknown', urgent = false, publicApi = false } = {}) {
    const client = clientOf(key)
    const self = { publicApi }
    let finished = false
    let startedAt = 0
    const done = () => {
      if (finished) return
      finished = true
      active--
      if (publicApi) {
        publicApiActive--
        restPublicApi(Date.now() - startedAt)
      }
      client.active--
      forget(key, client)
      admitWaiting()
      observe.line(active, waiting.length)
    }
    const start = () => {
      startedAt = Date.now()
      active++
      if (publicApi) publicApiActive++
      client.active++
      res.once('close', done)
      observe.line(active, waiting.length)
      run()
    }
    if (active < limit && roomFor(self) && (underShare(client) || !someoneUnderShareWaits())) {
      observe.waited(0, 'admitted')
      return start()
    }
    if (client.waiting >= waitingPerClient) {
      forget(key, client)
      observe.refused('per_client')
      return busy(res, 429, 'Too many requests from your address at once. Please wait for the ones under way.', 2)
    }
    const queued = performance.now()
    const leave = (outcome) => {
      const at = waiting.indexOf(entry)
      if (at >= 0) waiting.splice(at, 1)
      clearTimeout(entry.timer)
      client.waiting--
      res.off('close', gaveUp)
      forget(key, client)
      observe.waited(performance.now() - queued, outcome)
      observe.line(active, waiting.length)
    }
    const gaveUp = () => leave('left')
    const entry = {
      urgent,
      publicApi,
      client,
      admit: () => {
        start()
        leave('admitted')
      },
      timer: setTimeout(() => {
        leave('timed_out')
        observe.refused('timed_out')
        busy(res, 503, 'The site is very busy right now. Please try again in a moment.', 5)
      }, maxWaitMs),
    }
    client.waiting++
    // The visitor gave up while waiting: the place in line goes to the next one.
    res.once('close', gaveUp)
    waiting.push(entry)
    observe.line(active, waiting.length)
  }
}
