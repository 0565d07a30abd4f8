/** One CSV cell: quoted when needed, and defused when a spreadsheet would read it as a formula. */
export function csvCell(value: unknown): string {
  let text = value == null ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** Rows to CSV text (RFC 4180 line endings). */
export function toCsv(rows: unknown[][]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

/** A CSV download named `{stem}-{today}.csv`, never cached. */
export function csvResponse(stem: string, rows: unknown[][]): Response {
  const day = new Date().toISOString().slice(0, 10)
  return new Response(toCsv(rows), {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${stem}-${day}.csv"`,
      'cache-control': 'no-store',
    },
  })
}
