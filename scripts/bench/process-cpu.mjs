// CPU time of one process, all its threads (the server's JavaScript thread, SQLite's worker
// threads, libuv's pool where password hashes run), read from /proc: what a reservation costs
// the machine, not only how long a buyer waits.
import { readFileSync } from 'node:fs'

const TICKS_PER_SECOND = 100 // USER_HZ on Linux

/** The process's user + system CPU so far, in ms. */
export function processCpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // Fields after the command name (which may hold spaces) closed by its ')'; utime and stime are 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND
}

/**
 * Waits until the process is idle (under `idleShare` of one core for `windowMs`), at most
 * `maxMs`: work a request deferred (a password hashed after the answer) belongs to its cost.
 */
export async function untilIdle(pid, { windowMs = 1_000, idleShare = 0.05, maxMs = 30_000 } = {}) {
  const deadline = Date.now() + maxMs
  let last = processCpuMs(pid)
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, windowMs))
    const now = processCpuMs(pid)
    if (now - last <= windowMs * idleShare) return
    last = now
  }
}
