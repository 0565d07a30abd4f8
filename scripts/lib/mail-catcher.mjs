// Starts scripts/lib/smtp-catcher.mjs in its own process (the test runner blocks its own event
// loop while a test command runs) and resolves once it listens.
import { spawn } from 'node:child_process'
import path from 'node:path'

import { stopGroup } from './process-group.mjs'
import { root } from './steps.mjs'

export function startMailCatcher({ port = 0, file }) {
  const child = spawn(
    process.execPath,
    [path.join(root, 'scripts/lib/smtp-catcher.mjs'), '--port', String(port), '--file', file],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    },
  )
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the SMTP catcher did not start within 10 s')), 10_000)
    child.once('exit', (code) => reject(new Error(`the SMTP catcher exited with ${code}`)))
    let out = ''
    child.stdout.on('data', (chunk) => {
      out += chunk
      const match = /listening (\d+)/.exec(out)
      if (!match) return
      clearTimeout(timer)
      child.stdout.removeAllListeners('data')
      child.stdout.resume()
      resolve({
        url: `smtp://127.0.0.1:${match[1]}`,
        file,
        stop: () => stopGroup(child),
      })
    })
  })
}
