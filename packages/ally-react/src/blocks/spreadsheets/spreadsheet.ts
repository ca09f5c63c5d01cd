// Spreadsheets in the browser: read a CSV or XLSX file the user picked, write one to download.
// Files never leave the user's machine here; XLSX support (exceljs) loads only when needed.
import type * as ExcelJS from 'exceljs'
import { localToday } from '../forms/localToday'

/** The largest file an import reads (CSV or XLSX). */
export const MAX_SPREADSHEET_BYTES = 1024 * 1024
/** The most an XLSX file may unpack to: a small ZIP can hold gigabytes (a "zip bomb"). */
export const MAX_XLSX_UNPACKED_BYTES = 50 * 1024 * 1024

export type SpreadsheetKind = 'csv' | 'xlsx'
export const SPREADSHEET_TYPES: Record<SpreadsheetKind, string> = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}
/** For `<input type="file" accept>`: what the import offers in the file dialog. */
export const SPREADSHEET_ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** A problem with a whole file, in words for the user (it names the file). */
export class SpreadsheetError extends Error {
  static readonly kind = 'SpreadsheetError'
  readonly kind = SpreadsheetError.kind
}
export const isSpreadsheetError = (error: unknown): error is SpreadsheetError =>
  (error as { kind?: unknown } | null)?.kind === SpreadsheetError.kind

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

/** A value of one column; numbers stay numbers in XLSX. */
export type SheetCell = string | number | null | undefined

/** One column of an export: its header and how to read its cell from a row. */
export interface SheetColumn<T> {
  header: string
  cell: (row: T) => SheetCell
  /** Width in characters, in XLSX. */
  width?: number
}

const quoteCsv = (value: string) =>
  /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value

/**
 * Rows as CSV text, without neutralising (for text that stays in the app, e.g. an XLSX import
 * shown in an editable box). Use `writeCsv` for files.
 */
export const rowsToCsv = (rows: readonly (readonly string[])[]): string =>
  rows.map((cells) => cells.map(quoteCsv).join(',')).join('\n')

const textOf = (value: SheetCell): string =>
  value === null || value === undefined ? '' : typeof value === 'number' ? String(value) : value

/**
 * A CSV file for Excel and everyone else: UTF-8 with a byte-order mark (without it Excel reads
 * UTF-8 as the local code page), CRLF line ends, RFC 4180 quoting, a header row, and text cells
 * neutralised against formula injection.
 *
 * @example
 * writeCsv([{ name: '=cmd' }], [{ header: 'Name', cell: (row) => row.name }])
 * // '\uFEFFName\r\n\'=cmd\r\n'
 */
export function writeCsv<T>(rows: readonly T[], columns: readonly SheetColumn<T>[]): string {
  const lines = [
    columns.map((column) => quoteCsv(neutralise(column.header))).join(','),
    ...rows.map((row) =>
      columns
        .map((column) => {
          const value = column.cell(row)
          return quoteCsv(typeof value === 'number' ? String(value) : neutralise(textOf(value)))
        })
        .join(','),
    ),
  ]
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

type ExcelModule = typeof ExcelJS
let excel: Promise<ExcelModule> | undefined
/** exceljs, fetched on first use: it weighs ~250 kB and only spreadsheet users need it. */
function loadExcel(): Promise<ExcelModule> {
  excel ??= import('exceljs').then(
    (module) => ((module as { default?: ExcelModule }).default ?? module) as ExcelModule,
  )
  // A failed fetch (offline) may be tried again.
  excel.catch(() => {
    excel = undefined
  })
  return excel
}

/**
 * An XLSX workbook with one sheet: a bold, frozen header row, text cells neutralised like
 * `writeCsv`'s (and formatted as text, so Excel keeps `+44…` or `007` as typed), numbers as
 * numbers.
 */
export async function writeXlsx<T>(
  rows: readonly T[],
  columns: readonly SheetColumn<T>[],
  sheetName = 'Sheet1',
): Promise<Blob> {
  const { Workbook } = await loadExcel()
  const workbook = new Workbook()
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  })
  sheet.columns = columns.map((column, index) => ({
    key: String(index),
    header: neutralise(column.header),
    width: column.width ?? Math.max(12, column.header.length + 2),
  }))
  sheet.getRow(1).font = { bold: true }
  for (const row of rows) {
    sheet.addRow(
      columns.map((column) => {
        const value = column.cell(row)
        return typeof value === 'number' ? value : neutralise(textOf(value))
      }),
    )
  }
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return
    row.eachCell((cell) => {
      if (typeof cell.value === 'string') cell.numFmt = '@'
    })
  })
  const buffer = await workbook.xlsx.writeBuffer()
  return new Blob([buffer as ArrayBuffer], { type: SPREADSHEET_TYPES.xlsx })
}

/** A file of the given kind for the rows: CSV text or an XLSX workbook. */
export async function writeSheet<T>(
  kind: SpreadsheetKind,
  rows: readonly T[],
  columns: readonly SheetColumn<T>[],
  sheetName?: string,
): Promise<Blob> {
  return kind === 'xlsx'
    ? writeXlsx(rows, columns, sheetName)
    : new Blob([writeCsv(rows, columns)], { type: SPREADSHEET_TYPES.csv })
}

/** `vendors-2026-11-26.csv`: the export's name with the viewer's date. */
export const datedFileName = (base: string, kind: SpreadsheetKind, day = localToday()): string =>
  `${base}-${day}.${kind}`

/** Saves a file the page made (a download, through a Blob URL that is freed afterwards). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers read the URL after click() returns: free it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** Bytes of a file (FileReader: `Blob.arrayBuffer()` is missing from older browsers and jsdom). */
export function readBytes(file: Blob): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer))
    reader.onerror = () => reject(reader.error)
    reader.readAsArrayBuffer(file)
  })
}

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  magic.every((byte, index) => bytes[index] === byte)
const ZIP = [0x50, 0x4b, 0x03, 0x04] // 'PK\x03\x04': XLSX is a ZIP
const OLE = [0xd0, 0xcf, 0x11, 0xe0] // old binary .xls (and .doc)
const PDF = [0x25, 0x50, 0x44, 0x46] // '%PDF'

/**
 * What a file is, by its first bytes rather than its name: `xlsx` for a ZIP, `csv` for text;
 * anything else (an old .xls, a PDF, an image, a .xlsx that is not a ZIP) is refused with a
 * sentence naming the file.
 */
export function sniffSpreadsheet(bytes: Uint8Array, fileName: string): SpreadsheetKind {
  if (startsWith(bytes, ZIP)) return 'xlsx'
  if (startsWith(bytes, OLE)) {
    throw new SpreadsheetError(
      `“${fileName}” is an old Excel (.xls) file. Save it as .xlsx or CSV and choose it again.`,
    )
  }
  const looksBinary = startsWith(bytes, PDF) || bytes.subarray(0, 4096).some((byte) => byte === 0) // text has no NUL
  if (looksBinary || /\.xlsx$/i.test(fileName)) {
    throw new SpreadsheetError(
      `“${fileName}” is not a CSV or Excel (.xlsx) file. Choose a .csv or .xlsx file.`,
    )
  }
  return 'csv'
}

/** Text of a CSV: UTF-8 (with or without BOM), else Windows-1252 (Excel's "CSV" in the West). */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '')
  } catch {
    return new TextDecoder('windows-1252').decode(bytes)
  }
}

/**
 * The total unpacked size of a ZIP's entries, from its central directory (no unpacking), or
 * `undefined` when the directory cannot be read (a damaged file, or ZIP64).
 */
export function zipUnpackedSize(bytes: Uint8Array): number | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  // The end record sits in the last 22 bytes plus a comment of up to 65,535.
  for (let end = bytes.length - 22; end >= Math.max(0, bytes.length - 22 - 0xffff); end--) {
    if (view.getUint32(end, true) !== 0x06054b50) continue
    const entries = view.getUint16(end + 10, true)
    let at = view.getUint32(end + 16, true)
    let total = 0
    for (let i = 0; i < entries; i++) {
      if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return undefined
      const size = view.getUint32(at + 24, true)
      if (size === 0xffffffff) return undefined
      total += size
      at +=
        46 +
        view.getUint16(at + 28, true) +
        view.getUint16(at + 30, true) +
        view.getUint16(at + 32, true)
    }
    return total
  }
  return undefined
}

/** A cell of exceljs as the text the user sees: dates as `YYYY-MM-DD`, formulas as their result. */
function cellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number') return String(value)
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE'
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if ('richText' in value) return value.richText.map((part) => part.text).join('')
  if ('hyperlink' in value) return cellText(value.text as ExcelJS.CellValue)
  if ('formula' in value || 'sharedFormula' in value) {
    return cellText((value as { result?: ExcelJS.CellValue }).result)
  }
  return '' // an error value (#N/A, …)
}

/** One sheet's cells as text, one array per row; empty rows stay, so row N is index N - 1. */
async function readXlsxRows(bytes: Uint8Array, fileName: string): Promise<string[][]> {
  const unpacked = zipUnpackedSize(bytes)
  if (unpacked === undefined) {
    throw new SpreadsheetError(`“${fileName}” could not be read as an Excel (.xlsx) file.`)
  }
  if (unpacked > MAX_XLSX_UNPACKED_BYTES) {
    throw new SpreadsheetError(`“${fileName}” holds too much data. Split it into smaller files.`)
  }
  const { Workbook } = await loadExcel()
  const workbook = new Workbook()
  try {
    await workbook.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as never,
    )
  } catch {
    throw new SpreadsheetError(`“${fileName}” could not be read as an Excel (.xlsx) file.`)
  }
  const sheet = workbook.worksheets.find((candidate) => candidate.state === 'visible')
  if (!sheet) return []
  const rows: string[][] = []
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = []
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value).trim()
    })
    rows[rowNumber - 1] = Array.from(cells, (cell) => cell ?? '')
  })
  return Array.from(rows, (row) => row ?? [])
}

/** A file as it was read: CSV keeps its text (for line numbers and editing), XLSX its cells. */
export type SheetSource =
  | { kind: 'csv'; fileName: string; text: string }
  | { kind: 'xlsx'; fileName: string; rows: string[][] }

/**
 * Reads a CSV or XLSX file the user chose, sniffed by its content, at most `maxBytes` long.
 * Cells are as in the file (not yet restored: see `restoreCell`). Throws `SpreadsheetError`
 * with a sentence for the user.
 */
export async function readSheet(
  file: File,
  { maxBytes = MAX_SPREADSHEET_BYTES }: { maxBytes?: number } = {},
): Promise<SheetSource> {
  if (file.size > maxBytes) {
    const limit = maxBytes >= 1024 * 1024 ? `${maxBytes / 1024 / 1024} MB` : `${maxBytes} bytes`
    throw new SpreadsheetError(
      `“${file.name}” is over ${limit}. Choose a smaller file, or split it.`,
    )
  }
  let bytes: Uint8Array
  try {
    bytes = await readBytes(file)
  } catch {
    throw new SpreadsheetError(`“${file.name}” could not be read.`)
  }
  const kind = sniffSpreadsheet(bytes, file.name)
  return kind === 'xlsx'
    ? { kind, fileName: file.name, rows: await readXlsxRows(bytes, file.name) }
    : { kind, fileName: file.name, text: decodeText(bytes) }
}

/**
 * The rows of a CSV or XLSX file as trimmed, restored text cells, without rows that are wholly
 * empty; `line` is the row's line (CSV) or row number (XLSX), for messages.
 *
 * @example
 * const { rows } = await readRows(file)
 * rows[0] // { line: 1, cells: ['Description', 'Quantity', 'Unit'] }
 */
export async function readRows(
  file: File,
  options?: { maxBytes?: number },
): Promise<{ kind: SpreadsheetKind; rows: { line: number; cells: string[] }[] }> {
  const source = await readSheet(file, options)
  const records =
    source.kind === 'csv'
      ? splitDelimited(source.text, guessDelimiter(source.text))
      : source.rows.map((cells, index) => ({ line: index + 1, cells }))
  return {
    kind: source.kind,
    rows: records
      .filter(({ cells }) => cells.some(Boolean))
      .map(({ line, cells }) => ({ line, cells: cells.map(restoreCell) })),
  }
}
