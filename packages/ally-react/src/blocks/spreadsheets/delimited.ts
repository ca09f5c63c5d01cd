// Delimited text (CSV, or cells pasted from a spreadsheet) cell by cell. The guard against
// formula injection every written or read cell goes through is the SDK's (`neutralise`), shared
// with the server's export archive.
import { quoteCsv } from '@ally/sdk'

export { neutralise, quoteCsv, restoreCell } from '@ally/sdk'

/** One record of delimited text: its cells and the source lines it spans (1-based). */
export interface DelimitedRecord {
  line: number
  endLine: number
  cells: string[]
}

/**
 * Splits delimited text into records of trimmed cells (RFC 4180): quoted fields may hold the
 * delimiter, line breaks and doubled quotes; LF, CRLF and CR all end a record; a BOM is dropped.
 *
 * @example
 * splitDelimited('"Acme, Inc.",a@acme.test')[0].cells // ['Acme, Inc.', 'a@acme.test']
 */
export function splitDelimited(text: string, delimiter = ','): DelimitedRecord[] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  const records: DelimitedRecord[] = []
  let cells: string[] = []
  let cell = ''
  let quoted = false
  let line = 1
  let recordLine = 1
  const endCell = () => {
    cells.push(cell.trim())
    cell = ''
  }
  const endRecord = () => {
    endCell()
    records.push({ line: recordLine, endLine: line, cells })
    cells = []
  }
  for (let i = 0; i < source.length; i++) {
    const char = source[i] as string
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"'
        i++
      } else if (char === '"') {
        quoted = false
      } else {
        if (char === '\n' || (char === '\r' && source[i + 1] !== '\n')) line++
        cell += char
      }
    } else if (char === '"' && cell.trim() === '') {
      // A quote opens a quoted field only at its start (spaces before it are dropped).
      cell = ''
      quoted = true
    } else if (char === delimiter) {
      endCell()
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++
      endRecord()
      line++
      recordLine = line
    } else {
      cell += char
    }
  }
  if (cell !== '' || cells.length > 0 || quoted) endRecord()
  return records
}

/**
 * The delimiter of a CSV by its first line: tab (pasted from a spreadsheet), `;` (Excel's CSV in
 * locales with a decimal comma) when the line has no comma, otherwise `,`.
 */
export function guessDelimiter(text: string): string {
  const first = text.split(/\r\n|\r|\n/, 1)[0] ?? ''
  if (first.includes('\t')) return '\t'
  return !first.includes(',') && first.includes(';') ? ';' : ','
}

/**
 * Rows as CSV text, without neutralising (for text that stays in the app, e.g. an XLSX import
 * shown in an editable box). Use `writeCsv` for files.
 */
export const rowsToCsv = (rows: readonly (readonly string[])[]): string =>
  rows.map((cells) => cells.map(quoteCsv).join(',')).join('\n')
