// nginx from Debian serves the app's own HTML as the static-file baseline of the load test.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const NGINX = '/usr/sbin/nginx'

export function ensureNginx(log) {
  if (existsSync(NGINX)) return NGINX
  if (process.getuid?.() !== 0) throw new Error('nginx not found. Install it with: sudo apt-get install -y nginx')
  log('installing Debian package nginx…')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  // --no-install-recommends and policy-rc.d-free: the package's own service is not needed (and not started in a container).
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx'], { stdio: 'inherit', env })
  if (!existsSync(NGINX)) throw new Error(`nginx installed but ${NGINX} is missing`)
  return NGINX
}

/** Serves `html` at http://127.0.0.1:port/ with one worker process (the app is one Node process too). */
export async function startNginx({ dir, port, html }) {
  const root = path.resolve(dir)
  mkdirSync(path.join(root, 'html'), { recursive: true })
  mkdirSync(path.join(root, 'tmp'), { recursive: true })
  writeFileSync(path.join(root, 'html', 'index.html'), html)
  const conf = path.join(root, 'nginx.conf')
  writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${root}/nginx.pid;
error_log ${root}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${root}/tmp/body;
  proxy_temp_path ${root}/tmp/proxy;
  fastcgi_temp_path ${root}/tmp/fastcgi;
  uwsgi_temp_path ${root}/tmp/uwsgi;
  scgi_temp_path ${root}/tmp/scgi;
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${port};
    root ${root}/html;
    location / { default_type text/html; try_files /index.html =404; }
  }
}
`,
  )
  const child = spawn(NGINX, ['-p', root, '-c', conf, '-e', `${root}/error.log`], { stdio: 'ignore', detached: true })
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

export function stopGroup(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', resolve)
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      resolve()
    }
  })
}
