import { LOCALE } from '@ally/sdk'

// Dates live here, not in the SDK: its bundle budget is nearly spent, and only screens show dates.
// Money, counts and percentages stay in the SDK's rules/format.ts (`formatMoney`, `formatNumber`).

const timestampFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium' })
// A calendar day (`2026-02-03`) is the same day everywhere: format it in UTC, where it was parsed.
const dayFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeZone: 'UTC' })

/**
 * An ISO timestamp as an en-US date in the viewer's time zone.
 *
 * @example
 * formatDate('2026-03-05T10:00:00.000Z') // 'Mar 5, 2026'
 */
export const formatDate = (iso: string): string => timestampFormat.format(new Date(iso))

/**
 * A calendar day as an en-US date, the same in every time zone.
 *
 * @example
 * formatDay('2026-03-05') // 'Mar 5, 2026'
 */
export const formatDay = (day: string): string =>
  dayFormat.format(new Date(`${day.slice(0, 10)}T00:00:00Z`))

const momentFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' })

/**
 * An ISO timestamp as a date and time in the viewer's time zone: a timeline's step is a moment,
 * and several may fall on one day.
 *
 * @example
 * formatMoment('2026-03-05T10:00:00.000Z') // 'Mar 5, 2026, 10:00 AM' (in UTC)
 */
export const formatMoment = (iso: string): string => momentFormat.format(new Date(iso))

const kilobytes = new Intl.NumberFormat(LOCALE, {
  style: 'unit',
  unit: 'kilobyte',
  maximumFractionDigits: 0,
})
const megabytes = new Intl.NumberFormat(LOCALE, {
  style: 'unit',
  unit: 'megabyte',
  maximumFractionDigits: 1,
})

/**
 * A file's size as people read it (1 kB = 1,024 bytes, as file managers show it).
 *
 * @example
 * formatFileSize(2_400_000) // '2.3 MB'
 */
export const formatFileSize = (bytes: number): string =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? kilobytes.format(bytes / 1024)
      : megabytes.format(bytes / (1024 * 1024))
