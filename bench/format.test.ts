import { describe, expect, it } from 'vitest'
import { fixed, kB } from './format'

describe('kB', () => {
  it('counts 1000 bytes to the kB, as size-limit does', () => {
    expect(kB(1024)).toBe('1.02 kB')
    expect(kB(17_160)).toBe('17.16 kB')
    expect(kB(150_000)).toBe('150.00 kB')
  })
})

describe('fixed', () => {
  it('prints nothing, not 0, for a figure that is missing', () => {
    expect(fixed(undefined, 1)).toBe('')
    expect(fixed(Number.NaN, 1)).toBe('')
    expect(fixed(0, 1)).toBe('0.0')
  })
})
