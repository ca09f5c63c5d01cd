import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  datedFileName,
  decodeText,
  downloadBlob,
  guessDelimiter,
  isSpreadsheetError,
  MAX_SPREADSHEET_BYTES,
  neutralise,
  readBytes,
  readRows,
  readSheet,
  restoreCell,
  type SheetColumn,
  sniffSpreadsheet,
  splitDelimited,
  writeCsv,
  writeXlsx,
  zipUnpackedSize,
} from './spreadsheet'

const bytes = (...values: number[]) => new Uint8Array(values)
const textBytes = (text: string) => new TextEncoder().encode(text)
const fileOf = (parts: BlobPart[], name: string) => new File(parts, name)

interface Row {
  name: string
  note?: string
  quantity?: number
}
const COLUMNS: SheetColumn<Row>[] = [
  { header: 'Name', cell: (row) => row.name },
  { header: 'Note', cell: (row) => row.note },
  { header: 'Quantity', cell: (row) => row.quantity },
]

describe('neutralise', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+44 20 7946 0958', "'+44 20 7946 0958"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['=HYPERLINK("http://evil.test","x")', '\'=HYPERLINK("http://evil.test","x")'],
    ['  =1+1', "'  =1+1"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
    ['\n=1+1', "'\n=1+1"],
    ['\u00a0=1', "'\u00a0=1"],
    ['\tplain', "'\tplain"],
    ['\rplain', "'\rplain"],
    ['\uFF1D1+1', "'\uFF1D1+1"],
    ["'=1+1", "''=1+1"],
  ])('prefixes %j with a quote', (cell, safe) => {
    expect(neutralise(cell)).toBe(safe)
  })

  it.each(['Acme', '', 'a=b', 'sales@acme.test', "'quoted", '100', ' plain'])(
    'leaves %j as it is',
    (cell) => {
      expect(neutralise(cell)).toBe(cell)
    },
  )

  it('is undone by restoreCell, whatever the text', () => {
    for (const cell of ['=1', "'=1", "''=1", "'x", 'x', '\t=1', ' -1', '', "'"]) {
      expect(restoreCell(neutralise(cell))).toBe(cell)
    }
  })
})

describe('splitDelimited and guessDelimiter', () => {
  it('keeps commas, line breaks and doubled quotes inside quoted fields', () => {
    const [record] = splitDelimited('"Acme, Inc.",a@acme.test,"He said ""hi""\nand left"')
    expect(record?.cells).toEqual(['Acme, Inc.', 'a@acme.test', 'He said "hi"\nand left'])
  })

  it('guesses tab, semicolon and comma from the first line', () => {
    expect(guessDelimiter('a\tb\nc,d')).toBe('\t')
    expect(guessDelimiter('name;email\nx,y')).toBe(';')
    expect(guessDelimiter('name,email;x')).toBe(',')
  })
})

describe('writeCsv', () => {
  it('starts with a BOM for Excel, ends lines with CRLF and writes the header', () => {
    const csv = writeCsv([{ name: 'Acme', quantity: 3 }], COLUMNS)
    expect(csv).toBe('\uFEFFName,Note,Quantity\r\nAcme,,3\r\n')
  })

  it('quotes commas, quotes, line breaks and edge spaces', () => {
    const csv = writeCsv(
      [
        { name: 'Acme, Inc.', note: 'He said "hi"' },
        { name: 'Two\nlines', note: ' padded ' },
      ],
      COLUMNS,
    )
    expect(csv.split('\r\n').slice(1, 3)).toEqual([
      '"Acme, Inc.","He said ""hi""",',
      '"Two\nlines"," padded ",',
    ])
  })

  it('neutralises formulas, and quotes a neutralised cell that holds a comma', () => {
    const csv = writeCsv([{ name: '=cmd|/c calc', note: '@SUM(1,2)', quantity: -4 }], COLUMNS)
    expect(csv.split('\r\n')[1]).toBe('\'=cmd|/c calc,"\'@SUM(1,2)",-4')
  })

  it('reads back what it wrote (through readRows)', async () => {
    const rows: Row[] = [
      { name: '=1+1', note: 'a, "b"\nc', quantity: 2.5 },
      { name: 'Ünïcødé ₦', note: "'=kept" },
    ]
    const read = await readRows(fileOf([writeCsv(rows, COLUMNS)], 'x.csv'))
    expect(read.kind).toBe('csv')
    expect(read.rows.map((row) => row.cells)).toEqual([
      ['Name', 'Note', 'Quantity'],
      ['=1+1', 'a, "b"\nc', '2.5'],
      ['Ünïcødé ₦', "'=kept", ''],
    ])
  })
})

describe('writeXlsx', () => {
  it('writes a ZIP whose cells are neutralised the same way as CSV, numbers as numbers', async () => {
    const blob = await writeXlsx([{ name: '=1+1', note: ' -x', quantity: 7 }], COLUMNS, 'Vendors')
    const file = fileOf([blob], 'x.xlsx')
    const raw = await readSheet(file)
    expect(raw.kind).toBe('xlsx')
    if (raw.kind !== 'xlsx') return
    expect(raw.rows).toEqual([
      ['Name', 'Note', 'Quantity'],
      ["'=1+1", "' -x", '7'],
    ])
    const { Workbook } = await import('exceljs')
    const book = new Workbook()
    await book.xlsx.load((await readBytes(blob)).buffer as ArrayBuffer)
    const sheet = book.getWorksheet('Vendors')
    expect(sheet?.getCell('A2').value).toBe("'=1+1")
    expect(sheet?.getCell('A2').formula).toBeUndefined()
    expect(sheet?.getCell('C2').value).toBe(7)
    expect(sheet?.getRow(1).font?.bold).toBe(true)
  })

  it('round-trips CSV → rows → XLSX → rows unchanged', async () => {
    const original: Row[] = [
      { name: 'Acme, Inc.', note: '+234 800 000', quantity: 12 },
      { name: "'=odd", note: 'line\nbreak' },
    ]
    const fromCsv = await readRows(fileOf([writeCsv(original, COLUMNS)], 'a.csv'))
    const data = fromCsv.rows.slice(1).map(({ cells }) => cells)
    const columns: SheetColumn<string[]>[] = ['Name', 'Note', 'Quantity'].map((header, index) => ({
      header,
      cell: (cells) => cells[index],
    }))
    const fromXlsx = await readRows(fileOf([await writeXlsx(data, columns)], 'b.xlsx'))
    expect(fromXlsx.rows.map((row) => row.cells)).toEqual(fromCsv.rows.map((row) => row.cells))
  })
})

describe('sniffSpreadsheet', () => {
  it('takes a ZIP for XLSX, whatever its name', () => {
    expect(sniffSpreadsheet(bytes(0x50, 0x4b, 0x03, 0x04, 1), 'vendors.csv')).toBe('xlsx')
  })

  it('takes text for CSV', () => {
    expect(sniffSpreadsheet(textBytes('name,email\n'), 'vendors.txt')).toBe('csv')
  })

  it.each([
    [bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1), 'old.xls', '“old.xls” is an old Excel (.xls) file'],
    [textBytes('%PDF-1.7'), 'scan.pdf', '“scan.pdf” is not a CSV or Excel (.xlsx) file'],
    [bytes(0x89, 0x50, 0x4e, 0x47, 0, 0), 'logo.png', '“logo.png” is not a CSV or Excel'],
    [textBytes('name,email'), 'fake.xlsx', '“fake.xlsx” is not a CSV or Excel'],
  ])('refuses %s, naming the file', (content, name, message) => {
    expect(() => sniffSpreadsheet(content, name)).toThrow(message)
  })
})

describe('readSheet', () => {
  it('refuses a file over the size limit before reading it, naming it', async () => {
    const big = fileOf([new Uint8Array(MAX_SPREADSHEET_BYTES + 1)], 'huge.csv')
    const error = await readSheet(big).catch((caught: unknown) => caught)
    expect(isSpreadsheetError(error)).toBe(true)
    expect((error as Error).message).toBe(
      '“huge.csv” is over 1 MB. Choose a smaller file, or split it.',
    )
  })

  it('refuses a ZIP that is not a workbook', async () => {
    const notAWorkbook = bytes(0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0)
    await expect(readSheet(fileOf([notAWorkbook], 'broken.xlsx'))).rejects.toThrow(
      '“broken.xlsx” could not be read as an Excel (.xlsx) file.',
    )
  })

  it('reads Windows-1252 text when the file is not UTF-8', () => {
    expect(decodeText(bytes(0x43, 0x61, 0x66, 0xe9))).toBe('Café')
    expect(decodeText(textBytes('\uFEFFCafé'))).toBe('Café')
  })
})

describe('zipUnpackedSize', () => {
  it('sums the entries of a real workbook, and refuses what is not a ZIP', async () => {
    const blob = await writeXlsx([{ name: 'x' }], COLUMNS)
    const size = zipUnpackedSize(await readBytes(blob))
    expect(size).toBeGreaterThan(1000)
    expect(zipUnpackedSize(textBytes('not a zip at all, just text'))).toBeUndefined()
  })
})

describe('downloads', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    vi.useRealTimers()
  })

  it('names files after the day', () => {
    expect(datedFileName('vendors', 'csv', '2026-11-26')).toBe('vendors-2026-11-26.csv')
  })

  it('clicks a link to a Blob URL with the file name, then frees the URL', () => {
    vi.useFakeTimers()
    const create = vi.fn(() => 'blob:x')
    const revoke = vi.fn()
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('vendors-2026-11-26.xlsx')
      expect(this.getAttribute('href')).toBe('blob:x')
    })
    downloadBlob(new Blob(['x']), 'vendors-2026-11-26.xlsx')
    expect(click).toHaveBeenCalledOnce()
    vi.runAllTimers()
    expect(revoke).toHaveBeenCalledWith('blob:x')
  })
})
