// Resident memory of a server: every process in its process group (it was started detached).
import { readdirSync, readFileSync } from 'node:fs'

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
