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

/**
 * What a script that starts several servers stops on Ctrl-C, SIGTERM or a failure: each server it
 * registered (`started(name, stop)`), the last started first, then the process exits with `code`.
 */
export function serversToStop(log) {
  const running = []
  let stopping = false
  async function stopAll(code) {
    if (stopping) return
    stopping = true
    log('stopping…')
    for (const { name, stop } of running.reverse()) {
      try {
        await stop()
      } catch (error) {
        console.error(`[pebble] stopping ${name}: ${error.message}`)
      }
    }
    process.exit(code)
  }
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0))
  return {
    started: (name, stop) => running.push({ name, stop }),
    stopAll,
    isStopping: () => stopping,
  }
}
