import { describe, expect, it } from 'vitest'
import { keepVendorRows, MAX_VENDOR_ROWS, parseVendorRows, splitDelimited } from './parseVendorRows'

const cellsOf = (text: string, delimiter?: string) =>
  splitDelimited(text, delimiter).map((record) => record.cells)

describe('splitDelimited', () => {
  it('keeps commas, line breaks and doubled quotes inside quoted fields', () => {
    expect(cellsOf('"Acme, Inc.",a@acme.test,"He said ""hi""\nand left"')).toEqual([
      ['Acme, Inc.', 'a@acme.test', 'He said "hi"\nand left'],
    ])
  })

  it('ends records on LF, CRLF and CR, and drops a byte-order mark', () => {
    expect(cellsOf('\uFEFFa,b\r\nc,d\re,f\ng,h')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
      ['g', 'h'],
    ])
  })

  it('trims cells and keeps empty ones in place', () => {
    expect(cellsOf('  a , ,c  ')).toEqual([['a', '', 'c']])
  })

  it('numbers each record by the line it starts on', () => {
    const records = splitDelimited('a\n"multi\nline"\r\nb')
    expect(records.map((record) => record.line)).toEqual([1, 2, 4])
  })

  it('splits on another delimiter when asked', () => {
    expect(cellsOf('a\tb,c', '\t')).toEqual([['a', 'b,c']])
  })
})

describe('parseVendorRows', () => {
  it('reads pasted rows by position: name, email, contact name, phone, country', () => {
    const { rows, hasHeader, error } = parseVendorRows(
      'Acme Ltd, sales@acme.test, Ada Obi, +234 800 000, Nigeria\nBolt, hi@bolt.test',
    )
    expect(error).toBeUndefined()
    expect(hasHeader).toBe(false)
    expect(rows).toEqual([
      {
        line: 1,
        endLine: 1,
        vendor: {
          name: 'Acme Ltd',
          email: 'sales@acme.test',
          contactName: 'Ada Obi',
          phone: '+234 800 000',
          country: 'Nigeria',
        },
        problems: [],
      },
      { line: 2, endLine: 2, vendor: { name: 'Bolt', email: 'hi@bolt.test' }, problems: [] },
    ])
  })

  it('reads a CSV by its header, in any column order, with ;-separated order types', () => {
    const csv =
      '\uFEFFemail,name,country,orderTypes,contactName,phone\r\n' +
      'sales@acme.test,"Acme, Inc.",Ghana,supply; Logistics,,\r\n' +
      '\r\n' +
      'hi@bolt.test,Bolt,,,,\r\n'
    const { rows, hasHeader } = parseVendorRows(csv)
    expect(hasHeader).toBe(true)
    expect(rows).toEqual([
      {
        line: 2,
        endLine: 2,
        vendor: {
          name: 'Acme, Inc.',
          email: 'sales@acme.test',
          country: 'Ghana',
          orderTypes: ['supply', 'logistics'],
        },
        problems: [],
      },
      { line: 4, endLine: 4, vendor: { name: 'Bolt', email: 'hi@bolt.test' }, problems: [] },
    ])
  })

  it('recognises header spellings like "Contact name" and "E-mail"', () => {
    const { rows, hasHeader } = parseVendorRows('Name,E-mail,Contact name\nAcme,a@acme.test,Ada')
    expect(hasHeader).toBe(true)
    expect(rows[0]?.vendor).toEqual({ name: 'Acme', email: 'a@acme.test', contactName: 'Ada' })
  })

  it('reads tab-separated text pasted from a spreadsheet', () => {
    const { rows } = parseVendorRows('Acme, Inc.\ta@acme.test\tAda')
    expect(rows[0]?.vendor).toEqual({
      name: 'Acme, Inc.',
      email: 'a@acme.test',
      contactName: 'Ada',
    })
  })

  it('reports the problems of each row without dropping it', () => {
    const { rows } = parseVendorRows(
      [
        'name,email,orderTypes',
        ',nobody@x.test,',
        'Acme,not-an-email,',
        'Bolt,,',
        'Cargo,SALES@acme.test,supply',
        'Delta,sales@acme.test,supply;catering',
      ].join('\n'),
    )
    expect(rows.map((row) => [row.line, row.problems])).toEqual([
      [2, ['Name is missing']],
      [3, ['“not-an-email” is not a valid e-mail address']],
      [4, ['E-mail is missing']],
      [5, []],
      [
        6,
        [
          'Unknown order type “catering” (use supply, service, logistics, manufacturing, maintenance)',
          'Same e-mail as line 5',
        ],
      ],
    ])
    // The known order type of a row with an unknown one is kept for the preview.
    expect(rows[4]?.vendor.orderTypes).toEqual(['supply'])
  })

  it('flags values longer than the invite allows', () => {
    const { rows } = parseVendorRows(`${'x'.repeat(121)},a@acme.test`)
    expect(rows[0]?.problems).toEqual(['Name is longer than 120 characters'])
  })

  it('flags a row with more values than columns, as an unquoted comma would make', () => {
    const { rows } = parseVendorRows('Acme, Inc., a@acme.test, Ada, 1, Ghana, supply, Accra')
    expect(rows[0]?.problems).toContain(
      'Has 8 values, at most 7 are read (put values with commas in quotes)',
    )
  })

  it('skips empty and blank lines, and returns nothing for empty input', () => {
    expect(parseVendorRows('').rows).toEqual([])
    expect(parseVendorRows('\n  \n , , \n').rows).toEqual([])
    expect(parseVendorRows('\nAcme,a@acme.test\n\n').rows.map((row) => row.line)).toEqual([2])
  })

  it(`refuses more than ${MAX_VENDOR_ROWS} rows, not counting the header`, () => {
    const rowsOf = (count: number) =>
      Array.from({ length: count }, (_, i) => `Vendor ${i},v${i}@x.test`).join('\n')
    expect(parseVendorRows(`name,email\n${rowsOf(MAX_VENDOR_ROWS)}`).rows).toHaveLength(
      MAX_VENDOR_ROWS,
    )
    const tooMany = parseVendorRows(rowsOf(MAX_VENDOR_ROWS + 1))
    expect(tooMany.rows).toEqual([])
    expect(tooMany.error).toBe('This list has 1001 vendors; invite at most 1000 at a time.')
    expect(parseVendorRows(rowsOf(3), 2).error).toBe(
      'This list has 3 vendors; invite at most 2 at a time.',
    )
  })
})

describe('keepVendorRows', () => {
  it('gives back the rows picked exactly as typed, under their header, across quoted line breaks', () => {
    const text =
      '\uFEFFname,email,address\r\n' +
      'Acme,a@acme.test,x\r\n' +
      '"Bolt\r\nHoldings",nope,"2 Main St"\r\n' +
      'Cargo,c@cargo.test,y'
    const parsed = parseVendorRows(text)
    expect(parsed.rows.map((row) => [row.line, row.endLine])).toEqual([
      [2, 2],
      [3, 4],
      [5, 5],
    ])
    expect(keepVendorRows(text, parsed, (row) => row.problems.length > 0)).toBe(
      'name,email,address\n"Bolt\nHoldings",nope,"2 Main St"',
    )
    expect(keepVendorRows(text, parsed, () => false)).toBe('')
  })
})
