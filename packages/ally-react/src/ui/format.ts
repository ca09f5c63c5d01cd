import { formatNumber } from '@ally/sdk'

// Dates live here, not in the SDK: its bundle budget is nearly spent, and only screens show dates.
// Money, counts and percentages stay in the SDK's rules/format.ts (`formatMoney`, `formatNumber`).
// Written by hand in the product's one locale (en-US, LOCALE), exactly as Intl.DateTimeFormat's
// medium style writes them (the tests compare the two), because a page's first Intl object costs
// it tens of milliseconds while the browser loads its locale data
// (docs/performance.md#no-intl-on-the-first-load).

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

const mediumDate = (month: number, day: number, year: number) => `${MONTHS[month]} ${day}, ${year}`

/** `text` as a Date; a RangeError if it is none, as Intl.DateTimeFormat throws for one. */
function parsed(text: string): Date {
  const date = new Date(text)
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${JSON.stringify(text)}`)
  return date
}

/**
 * An ISO timestamp as an en-US date in the viewer's time zone.
 *
 * @example
 * formatDate('2026-03-05T10:00:00.000Z') // 'Mar 5, 2026'
 */
export function formatDate(iso: string): string {
  const date = parsed(iso)
  return mediumDate(date.getMonth(), date.getDate(), date.getFullYear())
}

/**
 * A calendar day as an en-US date, the same in every time zone: it is read and written in UTC.
 *
 * @example
 * formatDay('2026-03-05') // 'Mar 5, 2026'
 */
export function formatDay(day: string): string {
  const date = parsed(`${day.slice(0, 10)}T00:00:00Z`)
  return mediumDate(date.getUTCMonth(), date.getUTCDate(), date.getUTCFullYear())
}

/**
 * An ISO timestamp as a date and time in the viewer's time zone: a timeline's step is a moment,
 * and several may fall on one day.
 *
 * @example
 * formatMoment('2026-03-05T10:00:00.000Z') // 'Mar 5, 2026, 10:00 AM' (in UTC)
 */
export function formatMoment(iso: string): string {
  const date = parsed(iso)
  const hours = date.getHours()
  const minutes = String(date.getMinutes()).padStart(2, '0')
  const time = `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`
  return `${mediumDate(date.getMonth(), date.getDate(), date.getFullYear())}, ${time}`
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const ago = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`

/**
 * How long ago a moment was, as activity lists say it: within a day in minutes or hours, then
 * its date.
 *
 * @example
 * formatAgo(new Date(Date.now() - 180_000).toISOString()) // '3 minutes ago'
 */
export function formatAgo(iso: string, now: number = Date.now()): string {
  const past = now - Date.parse(iso)
  if (past < MINUTE) return 'Just now'
  if (past < HOUR) return ago(Math.floor(past / MINUTE), 'minute')
  if (past < DAY) return ago(Math.floor(past / HOUR), 'hour')
  return formatDate(iso)
}

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
      ? `${formatNumber(bytes / 1024, 0)} kB`
      : `${formatNumber(bytes / (1024 * 1024), 1)} MB`
