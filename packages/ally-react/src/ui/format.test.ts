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

describe('a date that is none', () => {
  it('is refused as Intl refused it, not written as "undefined NaN, NaN"', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError)
    expect(() => formatMoment('')).toThrow(RangeError)
    expect(() => formatDay('2026-13-45')).toThrow(RangeError)
    expect(() => new Intl.DateTimeFormat('en-US').format(new Date('not a date'))).toThrow(
      RangeError,
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

describe('formatting without Intl', () => {
  // Seeded, so a failure names the same values on every run.
  let seed = 7
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    return seed / 2 ** 31
  }
  const FROM = Date.UTC(1999, 0, 1)
  const TO = Date.UTC(2031, 0, 1)
  const instants = Array.from({ length: 3000 }, () =>
    new Date(FROM + Math.floor(random() * (TO - FROM))).toISOString(),
  )
  instants.push('2026-01-01T00:00:00.000Z', '2026-06-30T12:00:00.000Z', '2026-12-31T23:59:59.999Z')

  it('writes dates, days and moments exactly as Intl.DateTimeFormat does in en-US', () => {
    const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })
    const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })
    const moment = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })
    for (const iso of instants) {
      expect(formatDate(iso)).toBe(date.format(new Date(iso)))
      expect(formatDay(iso.slice(0, 10))).toBe(
        day.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)),
      )
      expect(formatMoment(iso)).toBe(moment.format(new Date(iso)))
    }
  })

  it('writes file sizes exactly as Intl.NumberFormat does in en-US', () => {
    const kilobytes = new Intl.NumberFormat('en-US', {
      style: 'unit',
      unit: 'kilobyte',
      maximumFractionDigits: 0,
    })
    const megabytes = new Intl.NumberFormat('en-US', {
      style: 'unit',
      unit: 'megabyte',
      maximumFractionDigits: 1,
    })
    for (let i = 0; i < 3000; i++) {
      const bytes = Math.floor(1024 + random() * 50 * 1024 * 1024)
      expect(formatFileSize(bytes)).toBe(
        bytes < 1024 * 1024
          ? kilobytes.format(bytes / 1024)
          : megabytes.format(bytes / (1024 * 1024)),
      )
    }
  })
})
