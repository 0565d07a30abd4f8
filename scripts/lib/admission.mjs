// Admission control for the work that costs the server's one thread the most: the build flow,
// payments, the portal, sign-in and the CMS. At most `limit` such requests are worked on at once;
// the rest wait here, in arrival order, before Next.js starts on them. Pages, assets and the
// spec's read API never wait in this line, so a launch crowd cannot make a content page slow:
// measured with 20 buyers at once, `/charging` took up to 1.1–3.5 s without it.
//
// A request that waits longer than `maxWaitMs` is answered 503 (JSON, Retry-After) rather than
// left hanging.
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
const LIGHT = [/^\/api\/popup-data(\?|$)/, /^\/api\/build\/quote(\?|$)/]

/** Whether a request goes through the line: the heavy routes, and every other POST (server actions), but not the light reads. */
export function isHeavy(method, url) {
  if (LIGHT.some((re) => re.test(url))) return false
  if (HEAVY.some((re) => re.test(url))) return true
  return method !== 'GET' && method !== 'HEAD'
}

/**
 * Steps that finish what a visitor started (placing an order, paying, signing in: the POSTs) go
 * before page views (GETs) in the line: on a launch, buyers already in the flow complete their
 * reservation while newcomers wait at the build page, instead of everyone waiting behind everyone.
 */
export const isCompletingStep = (method) => method !== 'GET' && method !== 'HEAD'

export function admission({ limit, maxWaitMs }) {
  let active = 0
  const waiting = []
  const release = () => {
    const first = waiting.findIndex((entry) => entry.urgent)
    const next = first >= 0 ? waiting.splice(first, 1)[0] : waiting.shift()
    if (next) {
      clearTimeout(next.timer)
      next.admit()
    } else active--
  }
  /** Calls `run()` when admitted; `run` must call the returned `done` once the response has finished. */
  return function admit(req, res, run) {
    let finished = false
    const done = () => {
      if (finished) return
      finished = true
      release()
    }
    const start = () => {
      res.once('close', done)
      run()
    }
    if (active < limit) {
      active++
      return start()
    }
    const leave = () => {
      const at = waiting.indexOf(entry)
      if (at >= 0) waiting.splice(at, 1)
      clearTimeout(entry.timer)
    }
    const entry = {
      urgent: isCompletingStep(req.method),
      admit: () => {
        res.off('close', leave)
        start()
      },
      timer: setTimeout(() => {
        leave()
        res.off('close', leave)
        res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '5', 'cache-control': 'no-store' })
        res.end(JSON.stringify({ error: 'The site is very busy right now. Please try again in a moment.' }))
      }, maxWaitMs),
    }
    // The visitor gave up while waiting: the place in line goes to the next one.
    res.once('close', leave)
    waiting.push(entry)
  }
}
