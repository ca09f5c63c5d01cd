// What a spreadsheet file is (its kinds, limits and problems) and saving one the page made: what a
// screen needs before anyone imports or exports. The reading and writing is in spreadsheet.ts,
// fetched on first use (loadSpreadsheet), so the screens that offer it do not download it.
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

/** A value of one column; numbers stay numbers in XLSX. */
export type SheetCell = string | number | null | undefined

/** One column of an export: its header and how to read its cell from a row. */
export interface SheetColumn<T> {
  header: string
  cell: (row: T) => SheetCell
  /** Width in characters, in XLSX. */
  width?: number
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
