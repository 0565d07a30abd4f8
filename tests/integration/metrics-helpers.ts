/** One sample of Prometheus's text format: `name{label="value",…} 12.5`. */
export type Sample = { name: string; labels: Record<string, string>; value: number }

const LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g

export function parseExposition(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const m = LINE.exec(line)
      if (!m) throw new Error(`not a sample line: ${line}`)
      const labels = Object.fromEntries([...(m[2] ?? '').matchAll(LABEL)].map((l) => [l[1], l[2]]))
      return { name: m[1], labels, value: Number(m[3]) }
    })
}

/** The sum of the samples named `name` whose labels include `labels`. */
export const total = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0)

/** A scrape of `baseUrl`'s /api/metrics with the suite's token (METRICS_TOKEN from `npm test`). */
export async function scrape(baseUrl: string): Promise<Sample[]> {
  const res = await fetch(`${baseUrl}/api/metrics`, {
    headers: { authorization: `Bearer ${process.env.METRICS_TOKEN}` },
  })
  if (res.status !== 200) throw new Error(`/api/metrics answered ${res.status}: ${await res.text()}`)
  return parseExposition(await res.text())
}
