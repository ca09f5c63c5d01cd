// CSV cells as every Ally export writes them (the screens' spreadsheets, the server's archive of
// a business): quoted per RFC 4180, and neutralised against formula injection.

// OWASP "CSV injection": a cell that starts with one of these is run as a formula by spreadsheet
// programs, also after leading white space; a leading tab or CR alone is on the list too.
// Full-width forms are included because some spreadsheet programs normalise them.
const FORMULA_START = /^(?:[\t\r]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/

/**
 * A cell as it is safe to export: a text that a spreadsheet would run as a formula gets a leading
 * `'` (OWASP's advice), and so does one that already starts with `'` before such text, so that
 * `restoreCell` gives back exactly what went in.
 *
 * @example
 * neutralise('=HYPERLINK("http://evil")') // `'=HYPERLINK("http://evil")`
 * neutralise('Acme') // 'Acme'
 */
export function neutralise(cell: string): string {
  return FORMULA_START.test(cell.replace(/^'+/, '')) ? `'${cell}` : cell
}

/**
 * Undoes `neutralise` on an imported cell: our own exports (and Excel users who typed `'=…`) come
 * back as the text that was meant. Other cells are left as they are.
 *
 * @example
 * restoreCell("'=1+1") // '=1+1'
 * restoreCell("'hello") // "'hello"
 */
export function restoreCell(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1).replace(/^'+/, ''))
    ? cell.slice(1)
    : cell
}

/** A CSV field, quoted (RFC 4180) when it holds a quote, a comma, a line break or edge spaces. */
export const quoteCsv = (value: string) =>
  /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value

/**
 * Rows as the text of a CSV file: text cells neutralised, numbers as they are, null empty; lines
 * end with CRLF (RFC 4180).
 *
 * @example
 * csvFile([['name', 'total'], ['=Acme', 12.5]]) // "name,total\r\n'=Acme,12.5\r\n"
 */
export function csvFile(rows: readonly (readonly (string | number | null)[])[]): string {
  const cell = (value: string | number | null) =>
    value === null ? '' : typeof value === 'number' ? String(value) : quoteCsv(neutralise(value))
  return rows.map((cells) => `${cells.map(cell).join(',')}\r\n`).join('')
}
