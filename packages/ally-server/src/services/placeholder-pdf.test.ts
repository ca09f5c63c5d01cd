import { describe, expect, it } from 'vitest'
import { placeholderPdf } from './placeholder-pdf'

describe('placeholderPdf', () => {
  const pdf = placeholderPdf(['Certificate (demo)', 'Not a real document \\ – 100%']).toString(
    'latin1',
  )

  it('is a PDF whose cross-reference table points at its objects', () => {
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true)
    expect(pdf.endsWith('%%EOF\n')).toBe(true)
    const xref = Number(/startxref\n(\d+)\n/.exec(pdf)?.[1])
    expect(pdf.slice(xref, xref + 5)).toBe('xref\n')
    const offsets = [...pdf.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]))
    expect(offsets).toHaveLength(5)
    offsets.forEach((offset, index) => {
      expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj\n`)).toBe(true)
    })
  })

  it('declares the true length of its content stream', () => {
    const length = Number(/\/Length (\d+)/.exec(pdf)?.[1])
    const start = pdf.indexOf('stream\n') + 'stream\n'.length
    expect(pdf.slice(start + length)).toMatch(/^\nendstream/)
  })

  it('escapes what would end a string, and keeps to one byte per character', () => {
    expect(pdf).toContain('(Certificate \\(demo\\)) Tj')
    expect(pdf).toContain('(Not a real document \\\\ ? 100%) Tj')
  })
})
