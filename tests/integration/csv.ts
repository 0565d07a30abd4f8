/** A CSV download as records keyed by its header row (quoted cells, doubled quotes, empty cells). */
export function csvRecords(text: string): Record<string, string>[] {
  const rows: string[][] = [[]]
  let cell = ''
  let quoted = false
  const endCell = () => {
    rows[rows.length - 1].push(cell)
    cell = ''
  }
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"'
      i++
    } else if (char === '"') {
      quoted = !quoted
    } else if (quoted) {
      cell += char
    } else if (char === ',') {
      endCell()
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++
      endCell()
      rows.push([])
    } else {
      cell += char
    }
  }
  endCell()
  const [header, ...records] = rows.filter((row) => row.length > 1 || row[0] !== '')
  return records.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])))
}
