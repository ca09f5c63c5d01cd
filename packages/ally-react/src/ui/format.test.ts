import { describe, expect, it } from 'vitest'
import { formatDate, formatDay, formatFileSize, formatMoment } from './format'

describe('date formatting', () => {
  it('shows a timestamp as an en-US medium date', () => {
    expect(formatDate('2026-03-05T12:00:00.000Z')).toBe('Mar 5, 2026')
  })

  it('shows a calendar day as that day in any time zone', () => {
    expect(formatDay('2026-01-01')).toBe('Jan 1, 2026')
    expect(formatDay('2026-12-31T00:00:00.000Z')).toBe('Dec 31, 2026')
  })

  it('shows a moment with its time, for steps that fall on one day', () => {
    expect(formatMoment('2026-03-05T12:00:00.000Z')).toMatch(
      /^Mar [45], 2026, \d{1,2}:\d{2}\s[AP]M$/,
    )
  })
})

describe('formatFileSize', () => {
  it('reads as a file manager shows it', () => {
    expect(formatFileSize(512)).toBe('512 B')
    expect(formatFileSize(2048)).toBe('2 kB')
    expect(formatFileSize(2_400_000)).toBe('2.3 MB')
  })
})
