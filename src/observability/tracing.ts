import { randomBytes } from 'node:crypto'

import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http'
import { resourceFromAttributes } from '@opentelemetry/resources'
import { BatchSpanProcessor, NodeTracerProvider, type IdGenerator } from '@opentelemetry/sdk-trace-node'

import { currentRequestId } from '@/config/request-context.mjs'

/**
 * A trace's id is its request's id (scripts/serve.mjs: the access log's `request_id`, an incoming
 * `traceparent`'s trace id or a new one), so a slow line in the log leads to its trace. An id
 * that is not 32 hex digits (a UUID's dashes aside) cannot be a trace id: that trace gets its own.
 */
const TRACE_ID = /^[0-9a-f]{32}$/
class RequestTraceIds implements IdGenerator {
  generateTraceId(): string {
    const id = currentRequestId()?.replace(/-/g, '').toLowerCase()
    return id && TRACE_ID.test(id) && !/^0+$/.test(id) ? id : randomBytes(16).toString('hex')
  }
  generateSpanId(): string {
    return randomBytes(8).toString('hex')
  }
}

/**
 * Traces over OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT (the exporter reads it, and
 * OTEL_EXPORTER_OTLP_HEADERS, itself). Called by src/instrumentation.ts only when it is set. Next.js
 * makes its spans (the request, rendering, route handlers) once a tracer provider is registered.
 */
export function startTracing(instance: string): void {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': process.env.OTEL_SERVICE_NAME || 'pebble-site',
      'service.instance.id': instance,
    }),
    idGenerator: new RequestTraceIds(),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter(), { scheduledDelayMillis: 1_000 })],
  })
  provider.register()
  const flush = () => void provider.forceFlush().catch(() => undefined)
  process.once('beforeExit', flush)
}
