// A content page probed from a process of its own while a crowd runs: the crowd's own work (200
// buyers' requests and answers on one JavaScript thread) would otherwise delay the probe's
// answers in the crowd's process and count against the server. Started by `probeApart`.
import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'

import { probePage } from '../lib/launch-crowd.mjs'

/**
 * Like probePage, from a child process: `stop()` resolves to the same figures. `started` resolves
 * once the child has asked for the page once, untimed: a new process's first request (its
 * connection, its code compiled) is the probe's own start-up, not the server's latency, and the
 * idle figure it is compared with comes from a warm process.
 */
export function probeApart(baseUrl, path, everyMs) {
  const child = fork(fileURLToPath(import.meta.url), [baseUrl, path, String(everyMs)], { stdio: 'inherit' })
  let ready
  const started = new Promise((resolve) => (ready = resolve))
  const result = new Promise((resolve, reject) => {
    child.on('message', (message) => (message === 'ready' ? ready() : resolve(message)))
    child.once('exit', (code) => reject(new Error(`the page probe exited with ${code} before reporting`)))
  })
  result.catch(() => ready())
  return {
    started,
    async stop() {
      await started
      child.send('stop')
      return result
    },
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [baseUrl, path, everyMs] = process.argv.slice(2)
  await (await fetch(`${baseUrl}${path}`)).arrayBuffer()
  const probe = probePage(baseUrl, path, Number(everyMs))
  process.send('ready')
  process.once('message', async () => {
    process.send(await probe.stop(), () => process.exit(0))
  })
}
