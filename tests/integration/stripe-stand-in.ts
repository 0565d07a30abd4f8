import http from 'node:http'

/**
 * A local stand-in of the parts of Stripe's HTTP API the site calls (Checkout Sessions create and
 * retrieve, Refunds create, retrieve and list), answering as Stripe does and recording every call. The
 * site's official SDK is pointed at it (STRIPE_API_HOST/PORT/PROTOCOL), so the tests run the
 * Stripe adapter a live site runs. Like Stripe, a repeated Idempotency-Key gets the first answer.
 */
export type StripeCall = {
  method: string
  path: string
  idempotencyKey: string | null
  authorization: string | null
  body: Record<string, unknown>
}
type Obj = Record<string, unknown>

/**
 * A refunds.create held open: `after-create` makes the refund (and keeps the answer for its
 * idempotency key) before holding, so a caller that dies meanwhile loses only the answer;
 * `before-create` holds first and makes nothing if the caller has gone by the release.
 */
export type RefundHold = {
  when: 'before-create' | 'after-create'
  reached: Promise<void>
  /** Settles once the stand-in has seen the held call's connection close (its caller died). */
  callerGone: Promise<void>
  release: () => void
}
type PendingHold = RefundHold & { arrived: () => void; released: Promise<void>; left: () => void }
const DROPPED = { status: 499, body: null }

/** Stripe's form encoding (`metadata[paymentId]=1`, `line_items[0][quantity]=1`) as nested objects. */
export function parseStripeForm(text: string): Record<string, unknown> {
  const root: Obj = {}
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/\[|\]\[|\]/).filter(Boolean)
    let node = root
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value
      else node = (node[part] ??= {}) as Obj
    })
  }
  return root
}

export class StripeStandIn {
  readonly calls: StripeCall[] = []
  readonly sessions = new Map<string, Obj>()
  readonly refunds = new Map<string, Obj>()
  private readonly answered = new Map<string, { status: number; body: unknown }>()
  /** Idempotency keys whose first request is still being answered. */
  private readonly inFlight = new Set<string>()
  private server?: http.Server
  private seq = 0
  /** What the next refunds are created as ('succeeded' unless a test says otherwise). */
  refundStatus: 'succeeded' | 'pending' | 'failed' = 'succeeded'
  /** Runs when a refund is created, before the answer leaves (a test can race a webhook against it). */
  onRefundCreated?: (refund: Obj) => Promise<void>
  private hold?: PendingHold

  constructor(readonly port: number) {}

  start(): Promise<void> {
    this.server = http.createServer((req, res) => {
      let text = ''
      req.on('data', (chunk) => (text += chunk))
      let gone = false
      let left = () => {}
      const leaving = new Promise<void>((resolve) => (left = resolve))
      res.on('close', () => {
        gone = !res.writableFinished
        if (gone) left()
      })
      req.on('end', () => {
        this.handle(req, text, () => gone, leaving)
          .then(({ status, body }) => {
            if (gone) return
            res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++this.seq}` })
            res.end(JSON.stringify(body))
          })
          .catch((error: Error) => {
            res.writeHead(500, { 'content-type': 'application/json' })
            res.end(JSON.stringify({ error: { type: 'api_error', message: error.message } }))
          })
      })
    })
    return new Promise((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve))
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
  }

  private id(prefix: string) {
    return `${prefix}_standin_${++this.seq}`
  }

  /** Holds the next refunds.create open until `release()` (a test kills the caller meanwhile). */
  holdNextRefund(when: RefundHold['when']): RefundHold {
    let arrived = () => {}
    let release = () => {}
    let left = () => {}
    const reached = new Promise<void>((resolve) => (arrived = resolve))
    const released = new Promise<void>((resolve) => (release = resolve))
    const callerGone = new Promise<void>((resolve) => (left = resolve))
    this.hold = { when, reached, callerGone, release, arrived, released, left }
    return this.hold
  }

  private async handle(
    req: http.IncomingMessage,
    text: string,
    gone: () => boolean,
    leaving: Promise<void>,
  ): Promise<{ status: number; body: unknown }> {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    const key = (req.headers['idempotency-key'] as string | undefined) ?? null
    const body = req.method === 'POST' ? parseStripeForm(text) : Object.fromEntries(url.searchParams)
    this.calls.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      idempotencyKey: key,
      authorization: req.headers.authorization ?? null,
      body,
    })
    if (req.headers.authorization !== 'Bearer sk_test_standin')
      return { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } }
    const keyed = key && `${req.method} ${url.pathname} ${key}`
    const replay = keyed && this.answered.get(keyed)
    if (replay) return replay
    // As Stripe: a second request with a key whose first is still in flight is refused (409), never run twice.
    if (keyed && this.inFlight.has(keyed))
      return {
        status: 409,
        body: {
          error: {
            type: 'idempotency_error',
            message:
              'There is currently another in-progress request using this Stripe API key and idempotency key. Please try again later.',
          },
        },
      }
    if (keyed && req.method === 'POST') this.inFlight.add(keyed)
    try {
      return await this.answer(req, url, body, key, gone, leaving)
    } finally {
      if (keyed) this.inFlight.delete(keyed)
    }
  }

  private async answer(
    req: http.IncomingMessage,
    url: URL,
    body: Obj,
    key: string | null,
    gone: () => boolean,
    leaving: Promise<void>,
  ): Promise<{ status: number; body: unknown }> {
    const hold = req.method === 'POST' && url.pathname === '/v1/refunds' ? this.hold : undefined
    if (hold) this.hold = undefined
    void leaving.then(() => hold?.left())
    if (hold?.when === 'before-create') {
      hold.arrived()
      await hold.released
      if (gone()) return DROPPED
    }
    const answer = await this.route(req.method ?? 'GET', url.pathname, body)
    if (key && req.method === 'POST') this.answered.set(`${req.method} ${url.pathname} ${key}`, answer)
    if (hold?.when === 'after-create') {
      hold.arrived()
      await hold.released
    }
    return answer
  }

  private async route(method: string, path: string, body: Obj): Promise<{ status: number; body: unknown }> {
    const notFound = { status: 404, body: { error: { type: 'invalid_request_error', message: `No such ${path}` } } }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const item = (body.line_items as Obj)['0'] as Obj
      const price = item.price_data as Obj
      const id = this.id('cs_test')
      const session = {
        id,
        object: 'checkout.session',
        mode: body.mode,
        url: `https://checkout.stripe.test/pay/${id}`,
        amount_total: Number(price.unit_amount) * Number(item.quantity),
        currency: price.currency,
        customer_email: body.customer_email,
        client_reference_id: body.client_reference_id,
        metadata: body.metadata ?? {},
        payment_status: 'unpaid',
        status: 'open',
        payment_intent: null,
        success_url: body.success_url,
        cancel_url: body.cancel_url,
      }
      this.sessions.set(id, session)
      return { status: 200, body: session }
    }
    const session = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path)
    if (method === 'GET' && session) {
      const found = this.sessions.get(session[1])
      return found ? { status: 200, body: found } : notFound
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = String(body.payment_intent)
      const paid = [...this.sessions.values()].find((s) => s.payment_intent === intent)
      if (!paid)
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: `No such payment_intent: '${intent}'` } },
        }
      const refund: Obj = {
        id: this.id('re'),
        object: 'refund',
        amount: Number(body.amount ?? paid.amount_total),
        currency: 'usd',
        payment_intent: intent,
        metadata: body.metadata ?? {},
        status: this.refundStatus,
        failure_reason: this.refundStatus === 'failed' ? 'expired_or_canceled_card' : null,
      }
      this.refunds.set(refund.id as string, refund)
      await this.onRefundCreated?.(refund)
      return { status: 200, body: refund }
    }
    if (method === 'GET' && path === '/v1/refunds') {
      const data = [...this.refunds.values()]
        .filter((r) => !body.payment_intent || r.payment_intent === body.payment_intent)
        .reverse()
      return { status: 200, body: { object: 'list', url: '/v1/refunds', has_more: false, data } }
    }
    const refund = /^\/v1\/refunds\/([\w-]+)$/.exec(path)
    if (method === 'GET' && refund) {
      const found = this.refunds.get(refund[1])
      return found ? { status: 200, body: found } : notFound
    }
    return notFound
  }

  /** The customer pays on Stripe's page: the session is paid, with its payment intent. */
  pay(sessionId: string): Obj {
    const session = this.sessions.get(sessionId)
    if (!session) throw new Error(`no session ${sessionId}`)
    Object.assign(session, { payment_status: 'paid', status: 'complete', payment_intent: this.id('pi') })
    return session
  }

  callsTo(method: string, path: string | RegExp) {
    return this.calls.filter(
      (c) => c.method === method && (typeof path === 'string' ? c.path === path : path.test(c.path)),
    )
  }
}
