// An RFQ's items as a spreadsheet: the columns, reading rows into lines, and merging them into
// the form so that importing the same file twice never doubles an item.
import { MAX_ORDER_LINES } from '@ally/sdk'
import { loadSpreadsheet } from '../../../blocks/spreadsheets/loadSpreadsheet'
import {
  datedFileName,
  type SheetColumn,
  type SpreadsheetKind,
} from '../../../blocks/spreadsheets/spreadsheetKinds'
import { emptyLine, type LineDraft } from './rfqForm'

type Column = 'description' | 'quantity' | 'unit' | 'specifications' | 'targetPrice'
const COLUMNS: readonly Column[] = [
  'description',
  'quantity',
  'unit',
  'specifications',
  'targetPrice',
]

/** Headers as `normalise` gives them → column; a row without a header is read in this order. */
const HEADERS = new Map<string, Column>([
  ['description', 'description'],
  ['item', 'description'],
  ['quantity', 'quantity'],
  ['qty', 'quantity'],
  ['unit', 'unit'],
  ['uom', 'unit'],
  ['specifications', 'specifications'],
  ['specification', 'specifications'],
  ['specs', 'specifications'],
  ['targetprice', 'targetPrice'],
  ['targetunitprice', 'targetPrice'],
])
const normalise = (cell: string) => cell.toLowerCase().replace(/[^a-z]/g, '')

/** The file's columns (also the template's): they import again as they are. */
export const LINE_SHEET_COLUMNS: SheetColumn<LineDraft>[] = [
  { header: 'Description', cell: (line) => line.description, width: 40 },
  { header: 'Quantity', cell: (line) => numberOrText(line.quantity), width: 10 },
  { header: 'Unit', cell: (line) => line.unit, width: 8 },
  { header: 'Specifications', cell: (line) => line.specifications, width: 40 },
  { header: 'Target unit price', cell: (line) => numberOrText(line.targetPrice), width: 16 },
]

/** A number typed in the form goes out as a number (Excel can add it up); anything else as text. */
function numberOrText(value: string): string | number {
  const trimmed = value.trim()
  return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed
}

/** One data row of an import: the line it makes, and what is wrong with it. */
export interface ImportedLine {
  /** The file's line (CSV) or row (XLSX), for messages. */
  line: number
  values: Pick<LineDraft, 'description' | 'quantity' | 'unit' | 'specifications' | 'targetPrice'>
  problems: string[]
}

/** `1,000` or `1 000.50` as a number's text; `''` stays `''`. */
const numberText = (cell: string) => cell.replace(/[\s,]/g, '')

/** Same item: same description and unit, in any case and spacing. */
export const lineKey = (line: { description: string; unit: string }) =>
  `${line.description.trim().replace(/\s+/g, ' ').toLowerCase()}\u0000${line.unit.trim().toLowerCase()}`

/**
 * Reads an import's rows (restored text cells) into lines: under a header naming at least
 * Description and Quantity (any column order; extra columns are ignored), or by position
 * without one. An empty unit becomes `pcs`, like a new line in the form.
 *
 * @example
 * readLineRows([{ line: 1, cells: ['Description', 'Quantity'] }, { line: 2, cells: ['Bolts', '500'] }])
 */
export function readLineRows(rows: readonly { line: number; cells: string[] }[]): {
  lines: ImportedLine[]
  error?: string
} {
  const header = rows[0]?.cells.map((cell) => HEADERS.get(normalise(cell)))
  const hasHeader = Boolean(header?.includes('description') && header.includes('quantity'))
  const data = hasHeader ? rows.slice(1) : rows
  if (data.length > MAX_ORDER_LINES) {
    return {
      lines: [],
      error: `This file has ${data.length} items; one request takes at most ${MAX_ORDER_LINES}.`,
    }
  }
  const columns = hasHeader ? (header as (Column | undefined)[]) : COLUMNS
  const seen = new Map<string, number>()
  const lines = data.map(({ line, cells }): ImportedLine => {
    const value: Record<Column, string> = {
      description: '',
      quantity: '',
      unit: '',
      specifications: '',
      targetPrice: '',
    }
    cells.forEach((cell, index) => {
      const column = columns[index]
      if (column && !value[column]) value[column] = cell.trim()
    })
    const problems: string[] = []
    const quantity = numberText(value.quantity)
    const targetPrice = numberText(value.targetPrice)
    if (!value.description) problems.push('Description is missing')
    else if (value.description.length > 500)
      problems.push('Description is longer than 500 characters')
    if (!quantity) problems.push('Quantity is missing')
    else if (!(Number(quantity) > 0))
      problems.push(`Quantity “${value.quantity}” is not a number above 0`)
    if (value.unit.length > 32) problems.push('Unit is longer than 32 characters')
    if (value.specifications.length > 2000)
      problems.push('Specifications are longer than 2,000 characters')
    if (targetPrice && !(Number(targetPrice) >= 0)) {
      problems.push(`Target unit price “${value.targetPrice}” is not a number`)
    }
    const values = {
      description: value.description,
      quantity,
      unit: value.unit || 'pcs',
      specifications: value.specifications,
      targetPrice,
    }
    const key = lineKey(values)
    const earlier = value.description ? seen.get(key) : undefined
    if (earlier !== undefined) problems.push(`Same item and unit as line ${earlier}`)
    else if (value.description) seen.set(key, line)
    return { line, values, problems }
  })
  return { lines }
}

/** What applying an import does to one of its rows. */
export type LinePlan =
  | { action: 'add' }
  | { action: 'update'; fields: string[] }
  | { action: 'unchanged' }

const isBlank = (line: LineDraft) =>
  !line.description.trim() &&
  !line.quantity.trim() &&
  !line.specifications.trim() &&
  !line.attachments.length

/**
 * The form's lines after an import. `merge`: a row with the description and unit of an item
 * already there updates its quantity, and its specifications and target price when the row has
 * them; other rows are added after. `replace`: the items become the file's rows (an item matched
 * keeps its files). Rows with problems are left out; wholly empty form rows are dropped.
 */
export function applyImportedLines(
  current: readonly LineDraft[],
  imported: readonly ImportedLine[],
  mode: 'merge' | 'replace',
): { lines: LineDraft[]; plans: Map<number, LinePlan> } {
  const kept = current.filter((line) => !isBlank(line))
  const byKey = new Map(kept.map((line, index) => [lineKey(line), index]))
  const next = mode === 'merge' ? [...kept] : []
  const plans = new Map<number, LinePlan>()
  for (const row of imported) {
    if (row.problems.length) continue
    const at = byKey.get(lineKey(row.values))
    const existing = at === undefined ? undefined : kept[at]
    if (!existing) {
      next.push({ ...emptyLine(), ...row.values })
      plans.set(row.line, { action: 'add' })
      continue
    }
    const patch: Partial<LineDraft> = {}
    const fields: string[] = []
    if (Number(row.values.quantity) !== Number(existing.quantity)) {
      patch.quantity = row.values.quantity
      fields.push('quantity')
    }
    if (row.values.specifications && row.values.specifications !== existing.specifications.trim()) {
      patch.specifications = row.values.specifications
      fields.push('specifications')
    }
    if (
      row.values.targetPrice &&
      Number(row.values.targetPrice) !== Number(existing.targetPrice || Number.NaN)
    ) {
      patch.targetPrice = row.values.targetPrice
      fields.push('target price')
    }
    const updated = { ...existing, ...patch }
    if (mode === 'merge') next[at as number] = updated
    else next.push(updated)
    plans.set(row.line, fields.length ? { action: 'update', fields } : { action: 'unchanged' })
  }
  return { lines: next, plans }
}

/** The form's filled-in lines as a file: `rfq-lines-YYYY-MM-DD.csv|xlsx`. */
export async function linesFile(kind: SpreadsheetKind, lines: readonly LineDraft[]) {
  const { writeSheet } = await loadSpreadsheet()
  return {
    blob: await writeSheet(
      kind,
      lines.filter((line) => !isBlank(line)),
      LINE_SHEET_COLUMNS,
      'Items',
    ),
    fileName: datedFileName('rfq-lines', kind),
  }
}

/** The headers alone: `rfq-lines-template.csv|xlsx`. */
export async function lineTemplateFile(kind: SpreadsheetKind) {
  const { writeSheet } = await loadSpreadsheet()
  return {
    blob: await writeSheet<LineDraft>(kind, [], LINE_SHEET_COLUMNS, 'Items'),
    fileName: `rfq-lines-template.${kind}`,
  }
}
