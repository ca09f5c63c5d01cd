import { ORDER_TYPES, type OrderType, VendorInput } from '@ally/sdk'
import { guessDelimiter, restoreCell, splitDelimited } from '../../../blocks/spreadsheets/delimited'
import { MAX_SPREADSHEET_BYTES } from '../../../blocks/spreadsheets/spreadsheetKinds'

export { splitDelimited }

/** The most vendors one invite may carry (the `inviteVendors` body allows 1–1000). */
export const MAX_VENDOR_ROWS = 1000
/** The largest CSV or XLSX file the upload reads. */
export const MAX_VENDOR_FILE_BYTES = MAX_SPREADSHEET_BYTES

/** The columns, in the order a row without a header gives them. */
export const VENDOR_COLUMNS = [
  'name',
  'email',
  'contactName',
  'phone',
  'country',
  'orderTypes',
  'address',
] as const
type Column = (typeof VENDOR_COLUMNS)[number]

const LABELS: Record<Column, string> = {
  name: 'Name',
  email: 'E-mail',
  contactName: 'Contact name',
  phone: 'Phone',
  country: 'Country',
  orderTypes: 'Order types',
  address: 'Address',
}

/** One data row of a paste or CSV, with what is wrong with it (nothing, when it can be sent). */
export interface ParsedVendorRow {
  /** The line of the source where the row starts (1-based), for messages. */
  line: number
  /** The line where it ends: later than `line` when a quoted value spans lines. */
  endLine: number
  /** The row as an invite; only send it when `problems` is empty. */
  vendor: VendorInput
  problems: string[]
}

export interface ParsedVendorRows {
  rows: ParsedVendorRow[]
  /** A problem with the whole input (too many rows, a header without name or e-mail). */
  error?: string
  /** Whether the first row was read as a header. */
  hasHeader: boolean
  /** The header's lines in the source, when there is one. */
  header?: { line: number; endLine: number }
}

/** `Contact name`, `contact_name`, `CONTACTNAME` → `contactname`. */
const normalise = (cell: string) => cell.toLowerCase().replace(/[\s_\-.]/g, '')
const HEADER_NAMES = new Map<string, Column>(
  VENDOR_COLUMNS.map((column) => [column.toLowerCase(), column]),
)
HEADER_NAMES.set('mail', 'email')
HEADER_NAMES.set('ordertype', 'orderTypes')
HEADER_NAMES.set('contact', 'contactName')
HEADER_NAMES.set('telephone', 'phone')

function headerColumns(cells: string[]): (Column | undefined)[] | undefined {
  const columns = cells.map((cell) => HEADER_NAMES.get(normalise(cell)))
  // A header names its columns, `name` and `email` at least; data rows never say `email` there.
  const named = new Set(columns)
  return named.has('name') && named.has('email') ? columns : undefined
}

function toOrderTypes(cell: string, problems: string[]): OrderType[] | undefined {
  const values = cell
    .split(/[;|]/)
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean)
  if (values.length === 0) return undefined
  const known = values.filter((value): value is OrderType =>
    (ORDER_TYPES as readonly string[]).includes(value),
  )
  for (const value of values) {
    if (!known.includes(value as OrderType)) {
      problems.push(`Unknown order type “${value}” (use ${ORDER_TYPES.join(', ')})`)
    }
  }
  return [...new Set(known)]
}

/** A person's sentence for one schema issue of a row. */
function describeIssue(
  issue: { path: PropertyKey[]; code: string; maximum?: unknown },
  vendor: VendorInput,
): string {
  const column = issue.path[0] as Column
  const label = LABELS[column] ?? String(column)
  if (column === 'email' && vendor.email) {
    return `“${vendor.email}” is not a valid e-mail address`
  }
  if (!vendor[column as keyof VendorInput]) return `${label} is missing`
  if (issue.code === 'too_big') return `${label} is longer than ${String(issue.maximum)} characters`
  return `${label} is not valid`
}

/**
 * Reads vendors pasted or uploaded as CSV: one per line, `name, email[, contact name, phone,
 * country, order types]`, or any column order under a header row
 * (`name,email,contactName,phone,country,orderTypes`). Order types are `;`-separated. Tab-
 * separated text (pasted from a spreadsheet) works too. Empty lines are skipped. Each row is
 * checked against the invite's schema, for unknown order types and for an e-mail that an earlier
 * row already has; nothing is thrown.
 *
 * @example
 * const { rows, error } = parseVendorRows('Acme, sales@acme.test\nBolt, not-an-email')
 * rows[1].problems // ['“not-an-email” is not a valid e-mail address']
 */
export function parseVendorRows(text: string, maxRows = MAX_VENDOR_ROWS): ParsedVendorRows {
  // Spreadsheets paste tab-separated text; Excel in some locales saves CSV with `;`.
  const records = splitDelimited(text, guessDelimiter(text))
    .filter(({ cells }) => cells.some(Boolean))
    // Our exports put `'` before text a spreadsheet would run as a formula: take it off again.
    .map((record) => ({ ...record, cells: record.cells.map(restoreCell) }))
  if (records.length === 0) return { rows: [], hasHeader: false }

  const header = headerColumns(records[0]?.cells ?? [])
  const data = header ? records.slice(1) : records
  const headerLines =
    header && records[0] ? { line: records[0].line, endLine: records[0].endLine } : undefined
  if (data.length > maxRows) {
    return {
      rows: [],
      hasHeader: Boolean(header),
      header: headerLines,
      error: `This list has ${data.length} vendors; invite at most ${maxRows} at a time.`,
    }
  }

  const seen = new Map<string, number>()
  const rows = data.map(({ line, endLine, cells }): ParsedVendorRow => {
    const problems: string[] = []
    const values: Partial<Record<Column, string>> = {}
    const columns = header ?? VENDOR_COLUMNS
    cells.forEach((cell, index) => {
      const column = columns[index]
      if (column && cell && values[column] === undefined) values[column] = cell
    })
    if (!header && cells.length > VENDOR_COLUMNS.length) {
      problems.push(
        `Has ${cells.length} values, at most ${VENDOR_COLUMNS.length} are read (put values with commas in quotes)`,
      )
    }
    const vendor: VendorInput = { name: values.name ?? '', email: values.email ?? '' }
    for (const column of ['contactName', 'phone', 'country', 'address'] as const) {
      if (values[column]) vendor[column] = values[column]
    }
    const orderTypes = values.orderTypes ? toOrderTypes(values.orderTypes, problems) : undefined
    if (orderTypes?.length) vendor.orderTypes = orderTypes

    const checked = VendorInput.safeParse(vendor)
    if (!checked.success) {
      for (const issue of checked.error.issues) problems.push(describeIssue(issue, vendor))
    }
    const key = vendor.email.toLowerCase()
    const earlier = key ? seen.get(key) : undefined
    if (earlier !== undefined) problems.push(`Same e-mail as line ${earlier}`)
    else if (key) seen.set(key, line)
    return { line, endLine, vendor, problems }
  })
  return { rows, hasHeader: Boolean(header), header: headerLines }
}

/**
 * The source text of the rows `keep` picks, as they were typed (quotes, spacing and all), under
 * the header if there was one; `''` when it picks none. Rows not sent stay editable this way.
 *
 * @example
 * const parsed = parseVendorRows('Acme, a@acme.test\nBolt, nope')
 * keepVendorRows('Acme, a@acme.test\nBolt, nope', parsed, (row) => row.problems.length > 0)
 * // 'Bolt, nope'
 */
export function keepVendorRows(
  text: string,
  parsed: ParsedVendorRows,
  keep: (row: ParsedVendorRow) => boolean,
): string {
  const kept = parsed.rows.filter(keep)
  if (kept.length === 0) return ''
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  const lines = source.split(/\r\n|\r|\n/)
  const slice = ({ line, endLine }: { line: number; endLine: number }) =>
    lines.slice(line - 1, endLine).join('\n')
  return [...(parsed.header ? [parsed.header] : []), ...kept].map(slice).join('\n')
}
