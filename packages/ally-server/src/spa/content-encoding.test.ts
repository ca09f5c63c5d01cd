import { describe, expect, it } from 'vitest'
import { pickEncoding } from './content-encoding'

describe('pickEncoding', () => {
  it("takes brotli when the browser sends its usual 'gzip, deflate, br, zstd'", () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br')
  })

  it('follows the weights the client gives', () => {
    expect(pickEncoding('gzip;q=1, br;q=0.5')).toBe('gzip')
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip')
    expect(pickEncoding('*;q=0.1, gzip;q=0')).toBe('br')
  })

  it('sends the page uncompressed when nothing it has is accepted', () => {
    expect(pickEncoding(undefined)).toBe('identity')
    expect(pickEncoding('')).toBe('identity')
    expect(pickEncoding('deflate')).toBe('identity')
    expect(pickEncoding('br;q=0, gzip;q=0')).toBe('identity')
  })
})
