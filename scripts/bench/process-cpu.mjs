// CPU time of the server's processes (one, or a cluster's instances), all their threads (the
// JavaScript thread, SQLite's worker threads, libuv's pool where password hashes run, V8's
// collector), read from /proc: what a reservation costs the machine, not only how long a buyer waits.
import { readFileSync } from 'node:fs'

const TICKS_PER_SECOND = 100 // USER_HZ on Linux

/** User + system CPU so far, in ms, from a /proc stat file (a process's or one thread's). */
function statCpuMs(file) {
  const stat = readFileSync(file, 'utf8')
  // Fields after the command name (which may hold spaces) closed by its ')'; utime and stime are 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND
}

const sum = (pids, file) => pids.reduce((total, pid) => total + statCpuMs(file(pid)), 0)

/** The processes' user + system CPU so far, in ms: all their threads. */
export const processCpuMs = (pids) => sum(pids, (pid) => `/proc/${pid}/stat`)

/**
 * The CPU of the processes' main threads alone, in ms: each instance's one JavaScript thread
 * (Next.js, Payload, React). It bounds throughput: n instances serve at most n × 1000 / (their
 * ms per reservation) reservations a second, however many cores the other threads find.
 */
export const appThreadCpuMs = (pids) => sum(pids, (pid) => `/proc/${pid}/task/${pid}/stat`)

/**
 * Waits until the processes are idle (under `idleShare` of one core for `windowMs`), at most
 * `maxMs`: work a request deferred (a password hashed after the answer) belongs to its cost.
 */
export async function untilIdle(pids, { windowMs = 1_000, idleShare = 0.05, maxMs = 30_000 } = {}) {
  const deadline = Date.now() + maxMs
  let last = processCpuMs(pids)
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, windowMs))
    const now = processCpuMs(pids)
    if (now - last <= windowMs * idleShare) return
    last = now
  }
}
