import { describe, expect, it, vi } from 'vitest'

import {
  isRoutineRequest,
  loggablePath,
  logLine,
  requestContext,
  requestIdFrom,
} from '../../scripts/lib/request-log.mjs'

describe('request ids (scripts/serve.mjs)', () => {
  it('keeps a sane incoming x-request-id and replaces anything else with a new id of 32 hex digits (a trace id)', () => {
    expect(requestIdFrom('lb-7f3a.2026:01_x')).toBe('lb-7f3a.2026:01_x')
    expect(requestIdFrom(['abc', 'def'])).toBe('abc')
    const traceId = /^[0-9a-f]{32}$/
    for (const bad of [undefined, '', ' x', 'a b', 'x'.repeat(129), 'id\nforged=1', '"}{', '-starts-with-dash'])
      expect(requestIdFrom(bad)).toMatch(traceId)
    expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(undefined))
  })

  it('takes the trace id of a valid incoming traceparent when there is no x-request-id', () => {
    const trace = '4bf92f3577b34da6a3ce929d0e0e4736'
    expect(requestIdFrom(undefined, `00-${trace}-00f067aa0ba902b7-01`)).toBe(trace)
    expect(requestIdFrom('lb-1', `00-${trace}-00f067aa0ba902b7-01`)).toBe('lb-1')
    for (const bad of [`00-${'0'.repeat(32)}-00f067aa0ba902b7-01`, `01-${trace}-00f067aa0ba902b7-01`, `00-${trace}`])
      expect(requestIdFrom(undefined, bad)).not.toBe(trace)
  })
})

describe('access-log paths', () => {
  it('keeps the path and harmless parameters, and hides the values of tokens and return addresses', () => {
    expect(loggablePath('/charging')).toBe('/charging')
    expect(loggablePath('/customer-portal/my-pebble/faqs?tag=Charging')).toBe(
      '/customer-portal/my-pebble/faqs?tag=Charging',
    )
    expect(loggablePath('/reset-password?token=s3cr3t&x=1')).toBe('/reset-password?token=[redacted]&x=1')
    expect(
      loggablePath('/api/auth/callback/email?callbackUrl=https%3A%2F%2Fsite%2Fportal&token=abc&email=a%40b.example'),
    ).toBe('/api/auth/callback/email?callbackUrl=[redacted]&token=[redacted]&email=[redacted]')
    expect(loggablePath('/sign-in?CallbackURL=%2Fx')).toBe('/sign-in?CallbackURL=[redacted]')
    expect(loggablePath('/x?%E0%A4%A=1&token')).toBe('/x?%E0%A4%A=1&token')
    expect(loggablePath(`/${'a'.repeat(1000)}`).length).toBeLessThanOrEqual(513)
  })
})

describe('log lines', () => {
  it('are one JSON line with the instance, and the request id inside a request', () => {
    const outside = JSON.parse(logLine('web-1', 'info', { msg: 'hello' }))
    expect(outside).toMatchObject({ level: 'info', instance: 'web-1', msg: 'hello' })
    expect(outside.request_id).toBeUndefined()
    const inside = requestContext.run({ id: 'req-1' }, () => logLine('web-1', 'error', { msg: 'a\nb' }))
    expect(inside.split('\n')).toHaveLength(1)
    expect(JSON.parse(inside)).toMatchObject({ instance: 'web-1', request_id: 'req-1', msg: 'a\nb' })
  })
})

describe('requests the access log leaves out', () => {
  const jobsTick = {
    url: '/api/jobs/run',
    headers: { 'x-pebble-jobs': 's' },
  }
  it("the job runner's tick that went well", () => {
    expect(isRoutineRequest(jobsTick, 200)).toBe(true)
  })
  it('but not a failed tick, anyone else calling the jobs route, health checks or pages', () => {
    expect(isRoutineRequest(jobsTick, 503)).toBe(false)
    expect(isRoutineRequest({ ...jobsTick, headers: {} }, 401)).toBe(false)
    expect(isRoutineRequest({ ...jobsTick, headers: {} }, 200)).toBe(false)
    expect(isRoutineRequest({ url: '/api/health', headers: {} }, 200)).toBe(false)
    expect(isRoutineRequest({ url: '/charging', headers: { 'x-pebble-jobs': 's' } }, 200)).toBe(false)
  })
})

describe('the request context', () => {
  it('is one store for every copy of its module (serve.mjs loads one, the Next.js bundle has its own)', async () => {
    const served = await import('../../src/config/request-context.mjs')
    vi.resetModules()
    const bundled = await import('../../src/config/request-context.mjs')
    expect(bundled).not.toBe(served)
    expect(served.requestContext.run({ id: 'req-2' }, () => bundled.currentRequestId())).toBe('req-2')
    expect(bundled.currentRequestId()).toBeUndefined()
  })
})
