// Who is really on the other end of a connection the front handed to the app: the front connects
// to the app's private port from a local port of its own, and writes the client's address under
// that port here before it sends the client's first byte. The app's server reads it by the
// connection's remote port (scripts/serve.mjs). Shared memory, so the read never waits.
const PORTS = 65_536
const SLOT_BYTES = 48 // an IPv6 address with an IPv4 tail is at most 45 characters

export function createPeerTable() {
  return new SharedArrayBuffer(PORTS * (SLOT_BYTES + Int32Array.BYTES_PER_ELEMENT))
}

export function peerTable(buffer) {
  const lengths = new Int32Array(buffer, 0, PORTS)
  const bytes = new Uint8Array(buffer, PORTS * Int32Array.BYTES_PER_ELEMENT)
  return {
    set(port, address) {
      const text = Buffer.from(String(address).slice(0, SLOT_BYTES), 'latin1')
      bytes.set(text, port * SLOT_BYTES)
      Atomics.store(lengths, port, text.length)
    },
    clear(port) {
      Atomics.store(lengths, port, 0)
    },
    /** The client's address behind this local port of the front, or undefined. */
    get(port) {
      const length = Atomics.load(lengths, port)
      if (!length) return undefined
      const start = port * SLOT_BYTES
      return Buffer.from(bytes.subarray(start, start + length)).toString('latin1')
    },
  }
}
