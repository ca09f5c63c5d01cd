import { describe, expect, it } from 'vitest'
import { coreText, coreUnicodeRange, usedWeights } from './inter-core'

describe('the core Inter file', () => {
  it('keeps every printable ASCII character and the punctuation the app writes', () => {
    const text = coreText()
    for (let code = 0x20; code <= 0x7e; code++) expect(text).toContain(String.fromCharCode(code))
    for (const mark of ['€', '—', '–', '…', '’', '“', '”', '·', '×', '\u00a0']) {
      expect(text).toContain(mark)
    }
    expect(text).not.toContain('é')
  })

  it('declares exactly the characters it keeps', () => {
    expect(coreUnicodeRange()).toMatch(/^U\+0020-007E, U\+00A0, /)
    const declared = coreUnicodeRange()
      .split(', ')
      .flatMap((range) => {
        const [from = '', to = from] = range.slice(2).split('-')
        const codes: string[] = []
        for (let code = Number.parseInt(from, 16); code <= Number.parseInt(to, 16); code++) {
          codes.push(String.fromCodePoint(code))
        }
        return codes
      })
    expect(declared.join('')).toBe(coreText())
  })

  it('finds the weights a stylesheet asks for, not the ones a font file holds', () => {
    const css = `@font-face{font-family:X;font-weight:100 900}
      .a{font-weight:600}.b{font-weight:var(--ally-font-weight-bold,700)}.c{font-weight: 800 }`
    expect(usedWeights(css)).toEqual([600, 700, 800])
    expect(usedWeights('.a{font-weight:bold}')).toEqual([])
  })
})
