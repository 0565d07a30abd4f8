// Debian's nginx, for `npm run cluster`, the cluster tests and the bench's static-file baseline.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const NGINX = '/usr/sbin/nginx'

/** nginx's path, after installing Debian's package when it is missing (as root). */
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

/** The top of an nginx.conf that runs in the foreground with everything (pid, logs, temp files) under `dir`. */
export const nginxPreamble = (dir) => `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }`

/** The `http` block's temp paths, under `dir` (nginx's defaults are system folders). */
export const nginxTempPaths = (dir) => `  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;`
