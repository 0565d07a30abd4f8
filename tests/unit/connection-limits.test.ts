import { EventEmitter } from 'node:events'

import { describe, expect, it } from 'vitest'

import { connectionCap, connectionsPerAddress } from '../../scripts/lib/connection-cap.mjs'
import { writeStalledMs } from '../../scripts/lib/write-stall.mjs'

describe('writeStalledMs', () => {
  it('counts from the first look that saw bytes waiting and none sent, and starts again on progress', () => {
    const socket = { destroyed: false, writableLength: 0, bytesWritten: 0 }
    expect(writeStalledMs(socket, 0)).toBe(0)
    Object.assign(socket, { writableLength: 1_000, bytesWritten: 5_000 })
    expect(writeStalledMs(socket, 1_000)).toBe(0)
    expect(writeStalledMs(socket, 4_000)).toBe(3_000)
    // More queued, nothing more sent: still stalled.
    Object.assign(socket, { writableLength: 2_000, bytesWritten: 6_000 })
    expect(writeStalledMs(socket, 5_000)).toBe(4_000)
    // A slow reader took 500 bytes: progress.
    Object.assign(socket, { writableLength: 1_500 })
    expect(writeStalledMs(socket, 6_000)).toBe(0)
    expect(writeStalledMs(socket, 7_000)).toBe(1_000)
    // All sent: nothing waits.
    Object.assign(socket, { writableLength: 0 })
    expect(writeStalledMs(socket, 8_000)).toBe(0)
  })
})

describe('the connection cap', () => {
  const socketFrom = (remoteAddress: string) => Object.assign(new EventEmitter(), { remoteAddress })

  it('admits `max` connections per address, and one more once one closes', () => {
    const take = connectionCap(2)
    const [a, b] = [socketFrom('198.51.100.1'), socketFrom('198.51.100.1')]
    expect(take(a)).toBe(true)
    expect(take(b)).toBe(true)
    expect(take(socketFrom('198.51.100.1'))).toBe(false)
    expect(take(socketFrom('198.51.100.2'))).toBe(true)
    a.emit('close')
    expect(take(socketFrom('198.51.100.1'))).toBe(true)
  })

  it('is 256 by default, and off behind a proxy (every connection is the proxy’s)', () => {
    expect(connectionsPerAddress({}, 0)).toBe(256)
    expect(connectionsPerAddress({ CONNECTIONS_PER_ADDRESS: '16' }, 0)).toBe(16)
    expect(connectionsPerAddress({ CONNECTIONS_PER_ADDRESS: '16' }, 1)).toBe(0)
    const take = connectionCap(0)
    for (let n = 0; n < 1_000; n++) expect(take(socketFrom('127.0.0.1'))).toBe(true)
  })
})
