import pg from 'pg'

import { endSpan, startSpan, statementAttribute } from '@/observability/spans'

type Callback = (error: Error | null, result?: unknown) => void

const textOf = (query: unknown) =>
  typeof query === 'string' ? query : String((query as { text?: string } | null)?.text ?? '')

/**
 * pg's Client with one span per query (the pool's `Client`, set by postgres-pool.ts only when
 * traces are on). pg answers a query through a callback (the pool's own `query`) or a promise
 * (drizzle's transactions); the span ends with whichever it is.
 */
export class TracedClient extends pg.Client {
  // @ts-expect-error -- one override for pg's many overloads; the arguments pass through unchanged.
  override query(...args: unknown[]) {
    const span = startSpan('db.query', {
      'db.system': 'postgresql',
      'db.statement': statementAttribute(textOf(args[0])),
    })
    const at = args.findIndex((arg) => typeof arg === 'function')
    if (at >= 0) {
      const callback = args[at] as Callback
      args[at] = (error: Error | null, result?: unknown) => {
        endSpan(span, error ?? undefined)
        callback(error, result)
      }
    }
    const answer = (super.query as (...a: unknown[]) => unknown)(...args)
    if (at < 0 && answer instanceof Promise)
      return answer.then(
        (result) => {
          endSpan(span)
          return result
        },
        (error) => {
          endSpan(span, error)
          throw error
        },
      )
    if (at < 0) endSpan(span)
    return answer
  }
}
