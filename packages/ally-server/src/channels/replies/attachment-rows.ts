import { Readable } from 'node:stream'
import { unzipSync } from 'fflate'
import { type AcceptedFileType, sniffedType } from '../../files/file-types'
import { type Row, tableRows } from './rows'

// The rows of a reply's attachments: a PDF's text lines, a spreadsheet's or CSV's rows. Files
// are untrusted: the bytes decide what a file is, whatever its name or declared type says, and
// every reader stops at a limit before it can be made to work without end.

export interface MailFile {
  filename: string
  contentType: string
  content: Buffer
}

/** The most a file may weigh to be read. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024
/** The most a spreadsheet may unpack to (an XLSX is a zip: a small one can unpack to gigabytes). */
export const MAX_UNPACKED_BYTES = 40 * 1024 * 1024
export const MAX_PDF_PAGES = 20
export const MAX_TABLE_ROWS = 2000
const MAX_TABLE_COLUMNS = 40

/** A file's rows and what its bytes say it is; or why it was not read. */
export type FileRows = { rows: Row[]; mimeType: AcceptedFileType } | { problem: string }

/** A PDF's text, page by page, in lines: its text items grouped by height, left to right. */
async function pdfRows(name: string, bytes: Buffer): Promise<Row[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const loading = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: true,
    verbosity: 0,
  })
  const rows: Row[] = []
  try {
    const document = await loading.promise
    for (let number = 1; number <= Math.min(document.numPages, MAX_PDF_PAGES); number++) {
      const page = await document.getPage(number)
      const content = await page.getTextContent()
      const lines: { y: number; items: { x: number; end: number; text: string }[] }[] = []
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue
        const x = item.transform[4] as number
        const y = item.transform[5] as number
        const line = lines.find((candidate) => Math.abs(candidate.y - y) <= 2)
        const entry = { x, end: x + item.width, text: item.str }
        if (line) line.items.push(entry)
        else lines.push({ y, items: [entry] })
      }
      // Top of the page first; a PDF's y grows upwards.
      lines.sort((a, b) => b.y - a.y)
      for (const line of lines) {
        line.items.sort((a, b) => a.x - b.x)
        const cells: string[] = []
        let previousEnd = Number.NEGATIVE_INFINITY
        for (const item of line.items) {
          // A gap wider than a couple of characters parts two columns.
          if (item.x - previousEnd > 8 || cells.length === 0) cells.push(item.text.trim())
          else
            cells[cells.length - 1] =
              `${cells.at(-1)}${item.x - previousEnd > 1 ? ' ' : ''}${item.text.trim()}`
          previousEnd = item.end
        }
        rows.push({
          part: name,
          row: rows.length + 1,
          text: cells.join('  '),
          cells,
          quoted: false,
        })
      }
      page.cleanup()
    }
  } finally {
    await loading.destroy()
  }
  return rows
}

/** Refuses a zip whose entries would unpack past the limit, reading only its directory. */
function unpacksWithinLimit(bytes: Buffer): boolean {
  let total = 0
  let entries = 0
  try {
    unzipSync(bytes, {
      filter(file) {
        total += file.originalSize
        entries += 1
        return false
      },
    })
  } catch {
    return false
  }
  return total <= MAX_UNPACKED_BYTES && entries <= 2000
}

type ExcelModule = typeof import('exceljs')

async function loadExcel(): Promise<ExcelModule> {
  const module = (await import('exceljs')) as ExcelModule & { default?: ExcelModule }
  return module.default ?? module
}

/** Each worksheet's cells as text, as the file shows them; sheets after the first get their name. */
async function sheetRows(name: string, workbook: import('exceljs').Workbook): Promise<Row[]> {
  const table: string[][] = []
  workbook.eachSheet((sheet) => {
    sheet.eachRow({ includeEmpty: true }, (row, number) => {
      if (table.length >= MAX_TABLE_ROWS || number > MAX_TABLE_ROWS) return
      const cells: string[] = []
      for (let column = 1; column <= Math.min(row.cellCount, MAX_TABLE_COLUMNS); column++) {
        const cell = row.getCell(column)
        const value = cell.value
        cells.push(
          typeof value === 'number'
            ? String(value)
            : value instanceof Date
              ? value.toISOString().slice(0, 10)
              : (cell.text ?? ''),
        )
      }
      table.push(cells)
    })
  })
  return tableRows(name, table)
}

function delimiterOf(text: string): string {
  const firstLines = text.split(/\r?\n/, 5).join('\n')
  const counts = [';', '\t', ','].map((delimiter) => ({
    delimiter,
    count: firstLines.split(delimiter).length,
  }))
  counts.sort((a, b) => b.count - a.count)
  return counts[0]?.delimiter ?? ','
}

async function csvRows(name: string, bytes: Buffer): Promise<Row[]> {
  const Excel = await loadExcel()
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '')
  const workbook = new Excel.Workbook()
  await workbook.csv.read(Readable.from([text]), {
    // Cells stay as written: `12,50` is read by the price reader, which knows decimal commas.
    map: (value: string) => value,
    parserOptions: { delimiter: delimiterOf(text), maxRows: MAX_TABLE_ROWS },
  } as Parameters<typeof workbook.csv.read>[1])
  return sheetRows(name, workbook)
}

async function xlsxRows(name: string, bytes: Buffer): Promise<Row[]> {
  const Excel = await loadExcel()
  const workbook = new Excel.Workbook()
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer)
  return sheetRows(name, workbook)
}

/**
 * The rows of one attachment, or why it was not read. PDFs, XLSX and CSV files are read;
 * images and documents the product keeps have no rows; anything else is null.
 */
export async function attachmentRows(file: MailFile): Promise<FileRows | null> {
  const name = file.filename || 'attachment'
  if (file.content.length > MAX_FILE_BYTES)
    return {
      problem: `${name} is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB and was not read.`,
    }
  const type = await sniffedType(file.content, name, file.contentType.toLowerCase())
  const claimsToBe = /\.(pdf|xlsx|csv)$/i.exec(name)?.[1]?.toLowerCase()
  try {
    if (type === 'application/pdf')
      return { rows: await pdfRows(name, file.content), mimeType: type }
    if (type === 'text/csv') return { rows: await csvRows(name, file.content), mimeType: type }
    if (type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') {
      if (!unpacksWithinLimit(file.content))
        return { problem: `${name} unpacks to more than a spreadsheet should and was not read.` }
      return { rows: await xlsxRows(name, file.content), mimeType: type }
    }
  } catch {
    return { problem: `${name} could not be read; open it to see what it says.` }
  }
  if (claimsToBe)
    return {
      problem: `${name} is not the ${claimsToBe.toUpperCase()} file its name says; it was not read.`,
    }
  // A picture or a document of a kind the product keeps: nothing to read, but worth keeping.
  return type ? { rows: [], mimeType: type } : null
}
