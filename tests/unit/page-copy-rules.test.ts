/**
 * Which requests the front (and nginx in a cluster) may answer from a copy, which answers it may
 * keep, and the shared memory the front and the app's server talk through.
 */
import { describe, expect, it } from 'vitest'

import { mayAnswerFromCopy, mayKeepAnswer } from '../../scripts/lib/page-copy-rules.mjs'
import { createPeerTable, peerTable } from '../../scripts/lib/front-peers.mjs'
import {
  createPageCopiesState,
  pageCopiesChanged,
  pageCopiesView,
  pageCopyCounts,
} from '../../src/config/page-copies.mjs'

const page = (headers: Record<string, string> = {}, method = 'GET', path = '/charging') => ({ method, path, headers })

describe('what may be answered from a copy', () => {
  it('a visitor’s GET or HEAD of a page, with or without cookies that change nothing', () => {
    expect(mayAnswerFromCopy(page())).toBe(true)
    expect(mayAnswerFromCopy(page({}, 'HEAD'))).toBe(true)
    expect(mayAnswerFromCopy(page({ cookie: 'pebble-consent=granted' }))).toBe(true)
  })

  it('never a session, a draft, an Authorization header or a client navigation', () => {
    for (const cookie of [
      'payload-token=x',
      'a=1; next-auth.session-token=x',
      '__Secure-next-auth.session-token=x',
      '__prerender_bypass=1',
      '__next_preview_data=1',
    ])
      expect(mayAnswerFromCopy(page({ cookie })), cookie).toBe(false)
    for (const header of ['authorization', 'rsc', 'next-router-prefetch', 'next-router-state-tree'])
      expect(mayAnswerFromCopy(page({ [header]: '1' })), header).toBe(false)
  })

  it('never a write, a body, an upgrade, the APIs, the CMS or Next’s files', () => {
    expect(mayAnswerFromCopy(page({}, 'POST'))).toBe(false)
    expect(mayAnswerFromCopy(page({ 'content-length': '5' }))).toBe(false)
    expect(mayAnswerFromCopy(page({ 'transfer-encoding': 'chunked' }))).toBe(false)
    expect(mayAnswerFromCopy(page({ upgrade: 'websocket' }))).toBe(false)
    for (const path of ['/api/health', '/cms-api/pages', '/admin', '/admin/login', '/_next/static/x.js'])
      expect(mayAnswerFromCopy(page({}, 'GET', path)), path).toBe(false)
    expect(mayAnswerFromCopy(page({}, 'GET', '/apiary'))).toBe(true)
  })
})

describe('what may be kept', () => {
  const publicPage = 'public, max-age=0, s-maxage=60, stale-while-revalidate=86400'
  it('a 200 the app marked public, setting no cookie', () => {
    expect(mayKeepAnswer({ status: 200, headers: { 'cache-control': publicPage } })).toBe(true)
  })
  it('nothing private, uncached, cookie-setting, unmarked or other than a 200', () => {
    expect(mayKeepAnswer({ status: 200, headers: { 'cache-control': 'private, no-cache, no-store' } })).toBe(false)
    expect(mayKeepAnswer({ status: 200, headers: { 'cache-control': 'no-store' } })).toBe(false)
    expect(mayKeepAnswer({ status: 200, headers: {} })).toBe(false)
    expect(mayKeepAnswer({ status: 200, headers: { 'cache-control': publicPage, 'set-cookie': ['a=1'] } })).toBe(false)
    expect(mayKeepAnswer({ status: 404, headers: { 'cache-control': publicPage } })).toBe(false)
    expect(mayKeepAnswer({ status: 307, headers: { 'cache-control': publicPage } })).toBe(false)
  })
})

describe('the memory the front and the app share', () => {
  it('a publish raises the generation every copy is checked against, and counts start at 0', () => {
    const view = pageCopiesView(createPageCopiesState())
    const before = Atomics.load(view, 0)
    pageCopiesChanged()
    pageCopiesChanged()
    expect(Atomics.load(view, 0)).toBe(before + 2)
    expect(pageCopyCounts()).toEqual({ fresh: 0, stale: 0, fetched: 0, not_modified: 0, passed: 0 })
  })

  it('the address behind each of the front’s local ports, until that connection closes', () => {
    const writer = peerTable(createPeerTable())
    writer.set(40001, '203.0.113.7')
    writer.set(40002, '2001:db8::ffff:203.0.113.255')
    expect(writer.get(40001)).toBe('203.0.113.7')
    expect(writer.get(40002)).toBe('2001:db8::ffff:203.0.113.255')
    writer.clear(40001)
    expect(writer.get(40001)).toBeUndefined()
    expect(writer.get(40003)).toBeUndefined()
  })
})
