import { describe, expect, it } from 'vitest'
import { applyImportedLines, lineKey, readLineRows } from './lineSheet'
import { emptyLine, type LineDraft } from './rfqForm'

const rows = (...lines: string[][]) => lines.map((cells, index) => ({ line: index + 1, cells }))
const line = (patch: Partial<LineDraft>): LineDraft => ({ ...emptyLine(), ...patch })

describe('readLineRows', () => {
  it('reads columns by header in any order, with other names and extra columns', () => {
    const { lines } = readLineRows(
      rows(
        ['Qty', 'UoM', 'Item', 'Notes', 'Target unit price'],
        ['1,000', 'kg', 'Steel rod', 'x', '2.50'],
      ),
    )
    expect(lines).toEqual([
      {
        line: 2,
        values: {
          description: 'Steel rod',
          quantity: '1000',
          unit: 'kg',
          specifications: '',
          targetPrice: '2.50',
        },
        problems: [],
      },
    ])
  })

  it('reads by position without a header, and gives an empty unit `pcs`', () => {
    const { lines } = readLineRows(rows(['M8 bolts', '500', '', 'zinc plated']))
    expect(lines[0]?.values).toEqual({
      description: 'M8 bolts',
      quantity: '500',
      unit: 'pcs',
      specifications: 'zinc plated',
      targetPrice: '',
    })
  })

  it('says what is wrong with each row', () => {
    const { lines } = readLineRows(
      rows(
        ['Description', 'Quantity', 'Unit', 'Specifications', 'Target unit price'],
        ['', '5'],
        ['Pipe', '0'],
        ['Tube', 'ten'],
        ['Valve', '2', 'pcs', '', 'cheap'],
        ['Valve ', '3', 'PCS'],
      ),
    )
    expect(lines.map((row) => row.problems)).toEqual([
      ['Description is missing'],
      ['Quantity “0” is not a number above 0'],
      ['Quantity “ten” is not a number above 0'],
      ['Target unit price “cheap” is not a number'],
      ['Same item and unit as line 5'],
    ])
  })

  it('refuses more items than one request takes', () => {
    const many = rows(
      ['Description', 'Quantity'],
      ...Array.from({ length: 201 }, (_, i) => [`Item ${i}`, '1']),
    )
    expect(readLineRows(many).error).toBe('This file has 201 items; one request takes at most 200.')
  })
})

describe('applyImportedLines', () => {
  const imported = readLineRows(
    rows(
      ['Description', 'Quantity', 'Unit', 'Specifications', 'Target unit price'],
      ['Steel rod', '20', 'KG', 'grade 304', ''],
      ['Bolts', '500', 'pcs', '', '0.1'],
      ['', 'oops'],
    ),
  ).lines

  it('updates an item with the same description and unit, adds the rest, drops blank rows', () => {
    const current = [
      line({ description: 'steel  rod', quantity: '10', unit: 'kg', attachments: [] }),
      emptyLine(),
    ]
    const { lines, plans } = applyImportedLines(current, imported, 'merge')
    expect(
      lines.map(({ description, quantity, unit, specifications, targetPrice }) => ({
        description,
        quantity,
        unit,
        specifications,
        targetPrice,
      })),
    ).toEqual([
      {
        description: 'steel  rod',
        quantity: '20',
        unit: 'kg',
        specifications: 'grade 304',
        targetPrice: '',
      },
      {
        description: 'Bolts',
        quantity: '500',
        unit: 'pcs',
        specifications: '',
        targetPrice: '0.1',
      },
    ])
    expect(plans.get(2)).toEqual({ action: 'update', fields: ['quantity', 'specifications'] })
    expect(plans.get(3)).toEqual({ action: 'add' })
    expect(plans.has(4)).toBe(false)
  })

  it('changes nothing when the same file is imported again', () => {
    const once = applyImportedLines([emptyLine()], imported, 'merge').lines
    const twice = applyImportedLines(once, imported, 'merge')
    expect(twice.lines).toEqual(once)
    expect([...twice.plans.values()]).toEqual([{ action: 'unchanged' }, { action: 'unchanged' }])
  })

  it('replaces the items, keeping the files of an item the file still has', () => {
    const file = { id: 'file-1', name: 'drawing.pdf', type: 'application/pdf', size: 10 }
    const current = [
      line({ description: 'Steel rod', quantity: '10', unit: 'kg', attachments: [file as never] }),
      line({ description: 'Washers', quantity: '5', unit: 'pcs' }),
    ]
    const { lines } = applyImportedLines(current, imported, 'replace')
    expect(lines.map((row) => row.description)).toEqual(['Steel rod', 'Bolts'])
    expect(lines[0]?.attachments).toEqual([file])
  })

  it('matches items by description and unit only', () => {
    expect(lineKey({ description: ' Steel  Rod ', unit: 'KG' })).toBe(
      lineKey({ description: 'steel rod', unit: 'kg' }),
    )
    expect(lineKey({ description: 'Steel rod', unit: 'kg' })).not.toBe(
      lineKey({ description: 'Steel rod', unit: 't' }),
    )
  })
})
