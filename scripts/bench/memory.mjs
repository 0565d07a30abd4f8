// Server memory: resident memory of the process group, and the live memory (JavaScript heap plus
// the memory it holds outside the heap) after a full garbage collection, read through the server's
// inspector (the bench starts the app with --inspect on a local port: nothing in the app's code).
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export function groupRssBytes(pgid) {
  let total = 0
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // Fields after the command name (which may contain spaces): state ppid pgrp …
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (Number(fields[2]) !== pgid) continue
      const rss = readFileSync(`/proc/${entry}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m)
      if (rss) total += Number(rss[1]) * 1024
    } catch {
      // The process ended while we read it.
    }
  }
  return total
}

/** The Node flag the probe needs for a WebSocket client (built in from Node 22). */
const websocketFlag = globalThis.WebSocket ? [] : ['--experimental-websocket']

/**
 * Forces a full garbage collection in the server listening for an inspector on `port`, then
 * reads process.memoryUsage() there: { heapUsed, external, rss } in bytes. Run in a child process
 * (the WebSocket client needs a flag before Node 22).
 */
export function liveMemory(port) {
  const out = execFileSync(
    process.execPath,
    [...websocketFlag, '--no-warnings', fileURLToPath(import.meta.url), '--probe', String(port)],
    { encoding: 'utf8', timeout: 60_000 },
  )
  return JSON.parse(out)
}

async function probe(port) {
  const [target] = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()
  const ws = new WebSocket(target.webSocketDebuggerUrl)
  await new Promise((resolve, reject) => {
    ws.addEventListener('open', resolve)
    ws.addEventListener('error', reject)
  })
  let id = 0
  const call = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const mine = ++id
      const onMessage = (event) => {
        const message = JSON.parse(event.data)
        if (message.id !== mine) return
        ws.removeEventListener('message', onMessage)
        if (message.error) reject(new Error(`${method}: ${message.error.message}`))
        else resolve(message.result)
      }
      ws.addEventListener('message', onMessage)
      ws.send(JSON.stringify({ id: mine, method, params }))
    })
  // Twice: the first collection can leave objects that only a second one frees (weak references, finalizers).
  await call('HeapProfiler.collectGarbage')
  await call('HeapProfiler.collectGarbage')
  const { result } = await call('Runtime.evaluate', {
    expression: 'JSON.stringify(process.memoryUsage())',
    returnByValue: true,
  })
  ws.close()
  const usage = JSON.parse(result.value)
  process.stdout.write(JSON.stringify({ heapUsed: usage.heapUsed, external: usage.external, rss: usage.rss }))
}

if (process.argv[2] === '--probe') await probe(Number(process.argv[3]))
