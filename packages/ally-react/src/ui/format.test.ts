import { describe, expect, it } from 'vitest'
import { formatDate, formatDay } from './format'

describe('date formatting', () => {
  it('shows a timestamp as an en-US medium date', () => {
    expect(formatDate('2026-03-05T12:00:00.000Z')).toBe('Mar 5, 2026')
  })

  it('shows a calendar day as that day in any time zone', () => {
    expect(formatDay('2026-01-01')).toBe('Jan 1, 2026')
    expect(formatDay('2026-12-31T00:00:00.000Z')).toBe('Dec 31, 2026')
  })
})
