import { type Attributes, type Span, SpanStatusCode, trace } from '@opentelemetry/api'

/**
 * Manual spans where Next.js makes none (validation, the transaction, queries, hashing, the
 * payment provider). Without OTEL_EXPORTER_OTLP_ENDPOINT no tracer is registered and these cost a
 * no-op span each (tracing.ts).
 */
const tracer = () => trace.getTracer('pebble')

/** Ends `span`, marked failed when `error` is given. */
export function endSpan(span: Span, error?: unknown): void {
  if (error !== undefined) {
    span.recordException(error instanceof Error ? error : String(error))
    span.setStatus({ code: SpanStatusCode.ERROR })
  }
  span.end()
}

/** Runs `work` inside a span named `name` (the active span's child), ended when `work` settles. */
export function inSpan<T>(name: string, work: () => Promise<T>, attributes?: Attributes): Promise<T> {
  return tracer().startActiveSpan(name, { attributes }, async (span) => {
    try {
      const result = await work()
      endSpan(span)
      return result
    } catch (error) {
      endSpan(span, error)
      throw error
    }
  })
}

/** A span started now and ended by the caller (for callback-style work: a pg query). */
export const startSpan = (name: string, attributes?: Attributes) => tracer().startSpan(name, { attributes })

/** A query's text as a span attribute: statements carry placeholders, not values; long ones are cut. */
export const statementAttribute = (sql: string) => (sql.length > 300 ? `${sql.slice(0, 300)}…` : sql)
