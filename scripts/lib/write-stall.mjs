// How long a connection has had bytes to send without sending one: a client that stopped reading
// (it pipelines requests and never reads the answers, or went away without a word) fills its
// kernel buffer, then ours, and would hold its connection, its requests and a drain forever.
// scripts/serve.mjs asks this of every connection each second and
// destroys the ones stalled for WRITE_TIMEOUT_MS (docs/security.md, "Slow and greedy clients").
const PROGRESS = Symbol('write progress')

/**
 * Milliseconds since `socket` last sent a byte while it had bytes waiting, or 0 when nothing
 * waits. Progress is what left for the kernel: the bytes written so far less the bytes still
 * queued (a slow reader that keeps reading keeps making progress). Measured from the first call
 * that saw it stalled, so call it at a steady interval.
 */
export function writeStalledMs(socket, now = performance.now()) {
  if (socket.destroyed || !socket.writableLength) {
    socket[PROGRESS] = undefined
    return 0
  }
  const sent = (socket.bytesWritten ?? 0) - socket.writableLength
  const last = socket[PROGRESS]
  if (!last || last.sent !== sent) {
    socket[PROGRESS] = { sent, since: now }
    return 0
  }
  return now - last.since
}
