// Spreadsheets in the browser: read a CSV or XLSX file the user picked, write one to download.
// Files never leave the user's machine here. Screens fetch this module on first use
// (loadSpreadsheet) and XLSX support (exceljs) loads only when needed after that; what they need
// before (kinds, limits, errors, pasted text) is in spreadsheetKinds.ts and delimited.ts.
import type * as ExcelJS from 'exceljs'
import { guessDelimiter, neutralise, quoteCsv, restoreCell, splitDelimited } from './delimited'
import {
  MAX_SPREADSHEET_BYTES,
  MAX_XLSX_UNPACKED_BYTES,
  type SheetCell,
  type SheetColumn,
  SPREADSHEET_TYPES,
  SpreadsheetError,
  type SpreadsheetKind,
} from './spreadsheetKinds'

// The whole block's API in one module, for code that loads it all anyway (tests, one-off tools).
export * from './delimited'
export * from './spreadsheetKinds'

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

/** One sheet of a workbook: its name (cut to Excel's 31 characters), rows and columns. */
export interface XlsxSheet<T> {
  name: string
  rows: readonly T[]
  columns: readonly SheetColumn<T>[]
}

/** Adds one sheet as `writeXlsx` describes it. */
function addSheet<T>(workbook: ExcelJS.Workbook, { name, rows, columns }: XlsxSheet<T>): void {
  const sheet = workbook.addWorksheet(name.slice(0, 31), {
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
}

/**
 * An XLSX workbook with a sheet for each table (a report's): each as `writeXlsx` writes its one.
 *
 * @example
 * await writeXlsxSheets([{ name: 'Spend', rows, columns }, { name: 'Savings', rows: r2, columns: c2 }])
 */
// biome-ignore lint/suspicious/noExplicitAny: each sheet has its own row type.
export async function writeXlsxSheets(sheets: readonly XlsxSheet<any>[]): Promise<Blob> {
  const { Workbook } = await loadExcel()
  const workbook = new Workbook()
  for (const sheet of sheets) addSheet(workbook, sheet)
  const buffer = await workbook.xlsx.writeBuffer()
  return new Blob([buffer as ArrayBuffer], { type: SPREADSHEET_TYPES.xlsx })
}

/**
 * An XLSX workbook with one sheet: a bold, frozen header row, text cells neutralised like
 * `writeCsv`'s (and formatted as text, so Excel keeps `+44…` or `007` as typed), numbers as
 * numbers.
 */
export function writeXlsx<T>(
  rows: readonly T[],
  columns: readonly SheetColumn<T>[],
  sheetName = 'Sheet1',
): Promise<Blob> {
  return writeXlsxSheets([{ name: sheetName, rows, columns }])
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
