// The report as a file: one CSV with a section a table, or one XLSX workbook with a sheet a table.
import { csvFile } from '@ally/sdk'
import { loadSpreadsheet } from '../../../blocks/spreadsheets/loadSpreadsheet'
import {
  downloadBlob,
  SPREADSHEET_TYPES,
  type SpreadsheetKind,
} from '../../../blocks/spreadsheets/spreadsheetKinds'
import type { AnalyticsTable } from './tables'

/** `business-analytics-2026-01-01-to-2026-12-31.csv`: the period the figures cover. */
export const reportFileName = (from: string, to: string, kind: SpreadsheetKind) =>
  `business-analytics-${from}-to-${to}.${kind}`

/**
 * The CSV text of the tables: each under its title, with its header row, a blank line between;
 * a byte-order mark first so that Excel reads UTF-8 (₦, →). Cells follow the SDK's CSV rules.
 */
export function reportCsv(tables: readonly AnalyticsTable[]): string {
  const rows = tables.flatMap((table, index) => [
    ...(index > 0 ? [[]] : []),
    [table.title],
    table.columns.map((column) => column.header),
    ...table.rows.map((row) => table.columns.map((column) => column.cell(row) ?? null)),
  ])
  return `\uFEFF${csvFile(rows)}`
}

/** The tables as a file of that kind: CSV at once, XLSX once the spreadsheet code has loaded. */
export async function reportFile(
  kind: SpreadsheetKind,
  tables: readonly AnalyticsTable[],
): Promise<Blob> {
  if (kind === 'csv') return new Blob([reportCsv(tables)], { type: SPREADSHEET_TYPES.csv })
  const { writeXlsxSheets } = await loadSpreadsheet()
  return writeXlsxSheets(
    tables.map((table) => ({ name: table.title, rows: table.rows, columns: table.columns })),
  )
}

/** Makes the file and saves it under the period's name. */
export async function downloadReport(
  kind: SpreadsheetKind,
  tables: readonly AnalyticsTable[],
  period: { from: string; to: string },
): Promise<void> {
  downloadBlob(await reportFile(kind, tables), reportFileName(period.from, period.to, kind))
}
