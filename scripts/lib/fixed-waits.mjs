// Sleeps in the tests and their helpers (tests/unit/fixed-waits.test.ts). Tests wait for events:
// a condition polled (eventually, expect.poll), a log line, a mail, a socket's 'close'. A sleep that
// stays says why, on its line or in the comment just above it, with one of these markers:
//   `fixed wait: <why>`  kept, as nothing can be polled or awaited instead (these are counted)
//   `pacing: <why>`      the timing of a simulated client (a drip, a crowd's rhythm): it waits for nothing
//   `poll: <what>`       the pause between two checks of a condition
export const MARKERS = ['fixed wait', 'pacing', 'poll']

// What sleeps: a promise a timer settles, Playwright's fixed wait, Node's promise timers.
const SLEEPS = [
  /new Promise(?:<[^>]*>)?\(\s*\(?\s*(\w+)[^)]*\)?\s*=>\s*setTimeout\(\s*\1\s*[,)]/,
  /setTimeout\(\s*\(\)\s*=>\s*(?:r|res|resolve|done)\(/,
  /\bwaitForTimeout\(/,
  /\bfrom\s+['"](?:node:)?timers\/promises['"]/,
]
/** `const sleep = (ms) => new Promise(...setTimeout...)`: its calls are sleeps too. */
const SLEEP_HELPER = /\b(?:const|function)\s+(\w+)\b.*(?:=>|\{)\s*new Promise\b.*\bsetTimeout\(/

/** The marker of line `index`: on the line itself, or in the comment lines right above it. */
function markerOf(lines, index) {
  const find = (line) => {
    const comment = /\/\/\s*(.*)$|\/\*+\s*(.*?)\s*(?:\*\/)?$|^\s*\*\s*(.*)$/.exec(line)
    const text = comment ? (comment[1] ?? comment[2] ?? comment[3] ?? '') : ''
    const marker = MARKERS.find((m) => text.startsWith(`${m}:`))
    return marker ? { kind: marker, reason: text.slice(marker.length + 1).trim() } : null
  }
  const own = find(lines[index])
  if (own) return own
  for (let i = index - 1; i >= 0 && /^\s*(\/\/|\/\*|\*)/.test(lines[i]); i--) {
    const above = find(lines[i])
    if (above) return above
  }
  return null
}

/**
 * Every sleep in `files` ({ path, text }), with its marker's kind and reason (kind null: unmarked).
 * @returns {{ path: string, line: number, text: string, kind: string | null, reason: string }[]}
 */
export function findSleeps(files) {
  const found = []
  for (const { path, text } of files) {
    const lines = text.split('\n')
    const helpers = lines.map((line) => SLEEP_HELPER.exec(line)?.[1]).filter(Boolean)
    const callsHelper = helpers.length ? new RegExp(`(?<![.\\w])(?:${helpers.join('|')})\\(`) : null
    lines.forEach((line, index) => {
      const defines = SLEEP_HELPER.test(line)
      const sleeps = defines ? false : SLEEPS.some((re) => re.test(line)) || Boolean(callsHelper?.test(line))
      if (!sleeps) return
      const marker = markerOf(lines, index)
      found.push({
        path,
        line: index + 1,
        text: line.trim(),
        kind: marker?.kind ?? null,
        reason: marker?.reason ?? '',
      })
    })
  }
  return found
}
