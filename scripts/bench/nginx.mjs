// nginx from Debian serves the app's own HTML as the static-file baseline of the load test.
import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { ensureNginx, nginxPreamble, nginxTempPaths } from '../lib/nginx.mjs'
import { stopGroup } from '../lib/process-group.mjs'

/** Serves `html` at http://127.0.0.1:port/ with one worker process (the app is one Node process too). */
export async function startNginx({ dir, port, html }) {
  const root = path.resolve(dir)
  mkdirSync(path.join(root, 'html'), { recursive: true })
  mkdirSync(path.join(root, 'tmp'), { recursive: true })
  writeFileSync(path.join(root, 'html', 'index.html'), html)
  const conf = path.join(root, 'nginx.conf')
  writeFileSync(
    conf,
    `${nginxPreamble(root)}
http {
  access_log off;
${nginxTempPaths(root)}
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${port};
    root ${root}/html;
    location / { default_type text/html; try_files /index.html =404; }
  }
}
`,
  )
  const child = spawn(
    ensureNginx(() => {}),
    ['-p', root, '-c', conf, '-e', `${root}/error.log`],
    { stdio: 'ignore', detached: true },
  )
  const url = `http://127.0.0.1:${port}/`
  for (let i = 0; i < 50; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}; see ${root}/error.log`)
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    await new Promise((r) => setTimeout(r, 100))
  }
  return { url, stop: () => stopGroup(child) }
}
