// The servers the scripts start (the site, nginx, s3rver, the SMTP catcher) run detached, in a
// process group of their own, so stopping one stops whatever it started too.

/** Signals `child`'s process group and resolves once `child` has exited (at once if it already has). */
export function stopGroup(child, signal = 'SIGTERM') {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', resolve)
    try {
      process.kill(-child.pid, signal)
    } catch {
      resolve()
    }
  })
}
