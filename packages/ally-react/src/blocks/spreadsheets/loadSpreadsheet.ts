// The lists that offer an import or an export (vendors; an RFQ's items) paint without the code
// that reads and writes the files: it is fetched when a user first chooses a file or a format.

/** The reading and writing of CSV and XLSX files (spreadsheet.ts). */
export type SpreadsheetModule = typeof import('./spreadsheet')

let loading: Promise<SpreadsheetModule> | undefined

/**
 * spreadsheet.ts, fetched on first use; a failed fetch (offline) may be tried again.
 *
 * @example
 * const { readRows } = await loadSpreadsheet()
 */
export function loadSpreadsheet(): Promise<SpreadsheetModule> {
  loading ??= import('./spreadsheet')
  loading.catch(() => {
    loading = undefined
  })
  return loading
}
