// One table on the terminal and the same figures as JSON.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** A figure: its value, the budget in words and whether it is met (null: printed, no budget). */
export const figure = (name, value, budget, pass) => ({ name, value, budget, pass })

export function printTable(figures) {
  const rows = figures.map((f) => [
    f.name,
    String(f.value),
    f.budget ?? '',
    f.pass === null ? 'info' : f.pass ? 'pass' : 'FAIL',
  ])
  const header = ['figure', 'value', 'budget', 'result']
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)))
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`
  console.log([line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'))
}

export function writeJson(file, data) {
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`)
}
